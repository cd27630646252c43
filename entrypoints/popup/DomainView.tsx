// One domain in the popup: prospecting first (who the company is and its latest change, from the
// cache only, and Save to audience), then its technologies (looked up on open, 1 credit, cached), and
// History and Company tabs that show a cached answer or their cost until asked. A 404 offers live detection.
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { DomainTechnology } from '@/lib/api/schemas';
import { messenger } from '@/lib/messaging/client';
import type { BalanceView, CallResultView, KeyDescription } from '@/lib/messaging/protocol';
import { ErrorNotice } from '@/components/ErrorNotice';
import { PaidPanel, type PaidPanelProps } from '@/components/PaidPanel';
import { ProspectSummary } from '@/components/ProspectSummary';
import { Tabs } from '@/components/Tabs';
import { LocalPanel } from './LocalPanel';
import { mergeSources } from '@/lib/local/merge';
import { TechnologiesPanel } from './TechnologiesPanel';
import { budgetsUrl, creditsUrl, settingsUrl as settingsHref } from '@/lib/ui/routes';
import { useApi, type Initial } from '@/lib/ui/use-api';
import { useKnownTechnologies } from '@/lib/ui/use-known-technologies';
import type { LocalState } from './use-local-detection';
import type { FitCondition } from '@/lib/fit/conditions';
import { audienceActions } from '@/lib/ui/audience-actions';
import { priceOf, type PricedEndpoint } from '@/lib/api/prices';
import type { Loadable } from '@/lib/ui/loadable';
import { creditText } from '@/components/format';
import { formatUtcDate } from '@/lib/display/format';
import { t, tn } from '@/lib/i18n';

// Lazy: not part of the popup's first render (100 KB budget, aim 85): what shows below the fold, in a
// tab not opened yet, or instead of the domain view (a 404, a technology's detail).
const AddToAudience = lazy(() => import('@/components/audiences/AddToAudience'));
const LaterParts = lazy(() => import('./LaterParts'));
const AskView = lazy(() => import('./AskView').then((m) => ({ default: m.AskView })));
const LiveDetectView = lazy(() => import('./LiveDetectView').then((m) => ({ default: m.LiveDetectView })));
const TechnologyDetailView = lazy(() => import('./TechnologyDetailView').then((m) => ({ default: m.TechnologyDetailView })));
const HistoryView = lazy(() => import('@/components/HistoryView').then((m) => ({ default: m.HistoryView })));
const CompanyCard = lazy(() => import('@/components/CompanyCard').then((m) => ({ default: m.CompanyCard })));
// The fit line is lazy too, and asked for at once: it is on screen by the time the on-page result is.
const FitLine = lazy(() => import('@/components/fit/FitLine'));
const NoCompany = lazy(() => import('@/components/CompanyCard').then((m) => ({ default: m.NoCompany })));

type Target = { domain: string; display: string; hostname: string; subdomain: string | null };
type TabId = 'technologies' | 'history' | 'company';
const TABS = [
  { id: 'technologies', label: 'popup_tabTechnologies', endpoint: 'domain.technologies' },
  { id: 'history', label: 'popup_tabHistory', endpoint: 'domain.history' },
  { id: 'company', label: 'popup_tabCompany', endpoint: 'company.get' },
] as const;

interface Changes {
  added: string[];
  removed: string[];
  since: number;
}

type PaidTabProps<T> = Pick<PaidPanelProps<T>, 'title' | 'loadLabel' | 'notice' | 'children'> & {
  endpoint: PricedEndpoint;
  /** What useApi returned for the tab's endpoint. */
  api: { state: Loadable<T>; load(): void; refresh(): void };
};

/** The History or Company tab: a paid panel right under the domain's h1. */
function PaidTab<T>({ endpoint, api, ...panel }: PaidTabProps<T>) {
  return <PaidPanel level={2} cost={priceOf(endpoint)} state={api.state} onLoad={api.load} onRefresh={api.refresh} {...panel} />;
}

export interface DomainViewProps {
  target: Target;
  askFirst: boolean;
  keyInfo: KeyDescription;
  balance: BalanceView | null;
  onSpent: () => void;
  /** The lookup popup.open already made for this domain, if any. */
  initial?: Initial<'domain.technologies'>;
  /** The clicked page's own technologies (free), when this domain is the clicked tab's. */
  local?: LocalState;
  /** Settings › Ideal customer: the fit line's conditions ([]: a quiet link to set them instead). */
  ideal?: FitCondition[];
}

export function DomainView(props: DomainViewProps) {
  const { target, askFirst, keyInfo, balance, onSpent } = props;
  const { domain } = target;
  const [tab, setTab] = useState<TabId>('technologies');
  const [visited, setVisited] = useState<Set<TabId>>(() => new Set(['technologies']));
  const [detail, setDetail] = useState<DomainTechnology | null>(null);

  const techs = useApi('domain.technologies', { domain }, askFirst ? 'peek' : 'auto', onSpent, props.initial ?? null);
  // History and Company load when their tab is opened (cache first), or wait for a click with
  // "Ask before each lookup"; the tab shows what opening it costs before it is opened.
  const history = useApi('domain.history', visited.has('history') ? { domain } : null, askFirst ? 'peek' : 'auto', onSpent);
  const company = useApi('company.get', visited.has('company') ? { domain } : null, askFirst ? 'peek' : 'auto', onSpent);
  const peeked = usePeekedTabs(domain);
  // At 0 credits (a live key), nothing paid can be bought until the reset: the paid buttons and the
  // tabs' prices say so.
  const unavailable =
    keyInfo.mode !== 'test' && balance?.balance === 0 ? t('popup_noCreditsUntil', [balance.resetAt ? formatUtcDate(balance.resetAt) : '—']) : undefined;
  const tabs = TABS.map((tab) => ({ ...tab, label: t(tab.label) })).map((tab) =>
    tab.id === 'technologies' || visited.has(tab.id)
      ? tab
      : {
          ...tab,
          hint: peeked[tab.id]?.source === 'cache' ? t('popup_cached') : unavailable ? t('popup_tabNoCredits') : creditText(priceOf(tab.endpoint)),
        },
  );
  // The summary under the domain: answers this view loaded, else what the cache already held.
  const companyData = company.state.status === 'loaded' ? company.state.data : (peeked.company?.data ?? null);
  const historyData = history.state.status === 'loaded' ? history.state.data : (peeked.history?.data ?? null);
  const report = techs.state.status === 'loaded' ? techs.state.data : techs.state.status !== 'idle' ? techs.state.previous : undefined;
  const known = useKnownTechnologies(report);
  const localView = props.local?.status === 'done' ? props.local.view : null;
  const seenOnPage = useMemo(() => {
    if (!localView || !report) return undefined;
    const merged = mergeSources(localView.technologies, { active: report.active_technologies, historical: report.historical_technologies });
    return new Map(merged.flatMap((r) => (r.local && r.database ? [[r.database.id, r.local.version] as const] : [])));
  }, [localView, report]);

  const changes = useVisitChanges(domain, report);
  // The fit, free: from the on-page result and the cached answers only (a 404 is no technologies answer).
  const fit = (
    <Suspense fallback={null}>
      <FitLine ideal={props.ideal} page={localView} answer={report} company={companyData} />
    </Suspense>
  );

  // What every error notice on this view needs to say what to do (use-api retries a 429 by itself).
  const notice = {
    settingsHref: settingsHref(),
    creditsHref: creditsUrl(),
    budgetsHref: budgetsUrl(),
    plan: keyInfo.plan,
    resetAt: balance?.resetAt,
    autoRetry: true,
    unavailable,
  };

  function select(id: TabId) {
    setTab(id);
    setVisited((v) => new Set(v).add(id));
  }

  // What the paid views (live detection, Ask) need to price and confirm a spend.
  const paid = { domain, display: target.display, balance, plan: keyInfo.plan, testKey: keyInfo.mode === 'test', onSpent };

  if (techs.state.status === 'error' && techs.state.error.kind === 'not_found') {
    // The free on-page result comes first, so the user can judge whether 5 credits are worth it.
    return (
      <>
        {fit}
        <Suspense fallback={null}>
          <LiveDetectView {...paid} local={props.local} />
        </Suspense>
      </>
    );
  }
  if (detail) {
    return (
      <Suspense fallback={null}>
        <TechnologyDetailView tech={detail} known={known.get(detail.id)} onBack={() => setDetail(null)} onSpent={onSpent} notice={notice} />
      </Suspense>
    );
  }
  const count = report?.active_technologies.length;
  return (
    <>
      {fit}
      <div className="domain-heading">
        <h1>{target.display}</h1>
        {target.subdomain && <p className="hint">{t('popup_lookedUpFrom', [target.hostname])}</p>}
        <ProspectSummary company={companyData} history={historyData?.technologies ?? null} />
      </div>
      {/* Space kept for the lazy parts (popup.css .domain-actions): the list below must not move under the pointer when they load. */}
      <div className="domain-actions">
        <Suspense fallback={null}>
          <AddToAudience domain={domain} display={target.display} actions={audienceActions} />
          <LaterParts domain={domain} />
        </Suspense>
      </div>
      <div className="domain-count">
        {count !== undefined && (
          <p className="tech-count" aria-live="polite">
            {tn('popup_techCount', count)}
            {changes && changes.added.length + changes.removed.length > 0 && (
              <span className="chip">{tn('popup_changedSince', changes.added.length + changes.removed.length)}</span>
            )}
          </p>
        )}
      </div>
      <Tabs label={t('popup_details', [target.display])} tabs={tabs} selected={tab} onSelect={select}>
        <Suspense fallback={null}>
          {tab === 'technologies' && (
            <TechnologiesPanel
              domain={domain}
              display={target.display}
              state={techs.state}
              onLoad={techs.load}
              onRefresh={techs.refresh}
              onCancelRetry={techs.cancel}
              onOpen={setDetail}
              icons={known}
              keyInfo={keyInfo}
              balance={balance}
              seenOnPage={seenOnPage}
            />
          )}
          {tab === 'history' && (
            <PaidTab title={t('popup_tabHistory')} endpoint="domain.history" api={history} loadLabel={t('popup_loadHistory')} notice={notice}>
              {(data) => <HistoryView entries={data.technologies} changes={changes} />}
            </PaidTab>
          )}
          {tab === 'company' &&
            (company.state.status === 'error' && company.state.error.kind === 'not_found' ? (
              <NoCompany domain={target.display} />
            ) : company.state.status === 'error' ? (
              <ErrorNotice error={company.state.error} onRetry={company.load} cost={priceOf('company.get')} {...notice} />
            ) : (
              <PaidTab title={t('popup_tabCompany')} endpoint="company.get" api={company} loadLabel={t('popup_loadCompany')} notice={notice}>
                {(data) => <CompanyCard company={data} headingLevel={3} />}
              </PaidTab>
            ))}
        </Suspense>
      </Tabs>
      {/* The cached stack leads; what this page shows now (free, read locally) follows it. */}
      {props.local && <LocalPanel state={props.local} report={report ?? null} />}
      <Suspense fallback={null}>
        <AskView {...paid} unavailable={unavailable} />
      </Suspense>
    </>
  );
}

/** What the cache already holds for the History and Company tabs (a free local read, no API request). */
function usePeekedTabs(domain: string) {
  const [peeked, setPeeked] = useState<{ history?: CallResultView<'domain.history'> | null; company?: CallResultView<'company.get'> | null }>({});
  useEffect(() => {
    let live = true;
    for (const [id, endpoint] of [
      ['history', 'domain.history'],
      ['company', 'company.get'],
    ] as const) {
      messenger.send('cache.peek', { endpoint, params: { domain } }).then(
        (hit) => live && setPeeked((p) => ({ ...p, [id]: hit })),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [domain]);
  return peeked;
}

/** What changed since the user last saw this site's stack: the snapshot is recorded locally, free. */
function useVisitChanges(domain: string, report: { active_technologies: { name: string }[] } | null | undefined) {
  const [changes, setChanges] = useState<Changes | null>(null);
  const activeNames = useMemo(() => report?.active_technologies.map((t) => t.name) ?? null, [report]);
  useEffect(() => {
    if (!activeNames) return;
    void messenger.send('visit.record', { domain, technologies: activeNames }).then(({ previous }) => {
      if (!previous) return setChanges(null);
      const now = new Set(activeNames);
      const before = new Set(previous.technologies);
      setChanges({ added: [...now].filter((n) => !before.has(n)).sort(), removed: [...before].filter((n) => !now.has(n)).sort(), since: previous.at });
    });
  }, [domain, activeNames]);
  return changes;
}
