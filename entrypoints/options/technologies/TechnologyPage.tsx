// A technology's page (#technologies/<id>): what it is, usage, trend, market share, sites and
// companies using it. Each part is loaded on request (1 credit, cached) and shown at once when the
// cache already has it. Market share needs the category id and "Sites" the name: when neither the
// search nor the cache gave them, "What it is" is loaded first and the button says 2 credits.
// "Load all" loads every part not shown yet after one confirmation of their total (cached parts are
// shown already, and cost nothing).
import { useCallback, useEffect, useRef, useState } from 'react';
import { AddAllToAudience } from '@/components/audiences/AddAllToAudience';
import { audienceBulkActions } from '@/lib/ui/audience-actions';
import { MarketShareBody } from '@/components/MarketShare';
import { PaidPanel } from '@/components/PaidPanel';
import { TechIcon } from '@/components/TechIcon';
import { TrendBody, YearsSelect } from '@/components/TechnologyTrend';
import { LimitSelect } from '@/components/technologies/LimitSelect';
import { LoadAll, type LoadAllPart } from '@/components/technologies/LoadAll';
import { SitesList } from '@/components/technologies/SitesList';
import { InfoFacts, StatsFacts } from '@/components/technologies/TechnologyFacts';
import { endpoints } from '@/lib/api/catalog';
import { priceOf, type PricedEndpoint } from '@/lib/api/prices';
import type { TechnologySummary } from '@/lib/api/schemas';
import { messenger } from '@/lib/messaging/client';
import { useApi } from '@/lib/ui/use-api';
import { CompaniesPanel, type CompaniesPanelHandle } from './CompaniesPanel';
import { domainViewUrl } from '@/lib/ui/routes';
import { t, tn, type MessageKey } from '@/lib/i18n';
import { categoryLabel } from '@/lib/display/api-values';
import { loadAllPrices, partPrice, type PartDeclaration } from '@/components/technologies/part-prices';

type Part = 'info' | 'stats' | 'trend' | 'share' | 'sites';
const PART_ORDER: readonly Part[] = ['info', 'stats', 'trend', 'share', 'sites'];
/** Each part's call, its title's key on the page (the confirmation lists them by it). */
const PART: Record<Part, { endpoint: PricedEndpoint; title: MessageKey & `technologies_part${string}` }> = {
  info: { endpoint: 'technology.info', title: 'technologies_partInfo' },
  stats: { endpoint: 'technology.stats', title: 'technologies_partStats' },
  trend: { endpoint: 'technology.history', title: 'technologies_partTrend' },
  share: { endpoint: 'category.marketShare', title: 'technologies_partShare' },
  sites: { endpoint: 'technology.domains', title: 'technologies_partSites' },
};
/** The parts' prices: market share and the sites need what "What it is" names (part-prices.ts). */
const PRICED: Record<Part, PartDeclaration<Part>> = { ...PART, share: { ...PART.share, needs: 'info' }, sites: { ...PART.sites, needs: 'info' } };
const SHARE_LIMITS = [10, 20, 50, 100] as const;
const SITE_LIMITS = [10, 50, 100, 250, 500, 1000] as const;

export function TechnologyPage({ id, known, now }: { id: number; known?: TechnologySummary; now?: number }) {
  const [years, setYears] = useState(12);
  const [shareLimit, setShareLimit] = useState(20);
  const [siteLimit, setSiteLimit] = useState(100);
  const [waiting, setWaiting] = useState<Set<'share' | 'sites'>>(new Set());
  const info = useApi('technology.info', { id }, 'peek');
  const stats = useApi('technology.stats', { id }, 'peek');
  const trend = useApi('technology.history', { id, years }, 'peek');
  const infoData = info.state.status === 'loaded' ? info.state.data : undefined;
  const tech = infoData ?? known;
  const categoryId = tech?.category_id;
  const name = tech?.name;
  const share = useApi('category.marketShare', categoryId ? { id: categoryId, limit: shareLimit } : null, 'peek');
  const sites = useApi('technology.domains', name ? { name, limit: siteLimit } : null, 'peek');
  const parts = { info, stats, trend, share, sites };
  /** Market share needs the category id and the sites the name: until "What it is" gives them, they wait for it. */
  const waitsForInfo = (part: Part) => (part === 'share' && !categoryId) || (part === 'sites' && !name);

  function load(part: Part, refresh = false) {
    if (waitsForInfo(part)) {
      // The category id and the name come with "What it is"; the part loads once they are known.
      setWaiting((w) => new Set(w).add(part as 'share' | 'sites'));
      info.load();
      return;
    }
    (refresh ? parts[part].refresh : parts[part].load)();
  }
  const [loadShare, loadSites] = [share.load, sites.load];
  // A waiting part loads once what it needs is known; once on its way, it is no longer waiting.
  const needs = { share: Boolean(categoryId), sites: Boolean(name) };
  const started = [...waiting].filter((p) => needs[p] && parts[p].state.status !== 'idle');
  if (started.length > 0) setWaiting((w) => new Set([...w].filter((p) => !started.includes(p))));
  const shareReady = waiting.has('share') && needs.share && share.state.status === 'idle';
  const sitesReady = waiting.has('sites') && needs.sites && sites.state.status === 'idle';
  useEffect(() => {
    if (shareReady) loadShare();
  }, [shareReady, loadShare]);
  useEffect(() => {
    if (sitesReady) loadSites();
  }, [sitesReady, loadSites]);

  // What "Load all" loads: every part not shown and not on its way (a failed one is tried again).
  // Market share without a category id from "What it is" cannot be asked for; neither can the sites
  // without a name.
  const infoLoaded = info.state.status === 'loaded';
  const pendingParts = PART_ORDER.filter((part) => {
    const status = parts[part].state.status;
    if (status !== 'idle' && status !== 'error') return false;
    if (waiting.has(part as 'share' | 'sites')) return false;
    return !(infoLoaded && waitsForInfo(part));
  });
  const [companiesCost, setCompaniesCost] = useState<number | null>(null);
  const onCompaniesPending = useCallback((cost: number | null) => setCompaniesCost(cost), []);
  const companies = useRef<CompaniesPanelHandle>(null);
  // A part waits for "What it is" (and its price includes it) unless that is on its way already.
  const waits = (part: Part) => waitsForInfo(part) && info.state.status !== 'loading';
  const loadAllParts: LoadAllPart[] = loadAllPrices(PRICED, pendingParts, waits).map((line) => ({
    key: line.key,
    title: t(PART[line.key].title),
    cost: line.cost,
    includes: line.includes
      ? { title: t(PART[line.includes].title), cost: priceOf(PART[line.includes].endpoint), feature: endpoints[PART[line.includes].endpoint].feature }
      : undefined,
    feature: endpoints[PART[line.key].endpoint].feature,
  }));
  if (companiesCost !== null) {
    loadAllParts.push({ key: 'companies', title: t('technologies_partCompanies'), cost: companiesCost, feature: endpoints['technology.companies'].feature });
  }

  function loadAll() {
    const later = pendingParts.filter((p): p is 'share' | 'sites' => waitsForInfo(p));
    for (const part of pendingParts) if (part !== 'info' && !later.includes(part as 'share' | 'sites')) parts[part].load();
    // "What it is" once, whether it is a part of its own or what the share and the sites wait for.
    if (pendingParts.includes('info') || (later.length > 0 && info.state.status !== 'loading')) info.load();
    if (later.length > 0) setWaiting((w) => new Set([...w, ...later]));
    companies.current?.loadPending();
  }

  /** A part's panel: its title (PART's, as the confirmation lists it), state, price (with "What it is"'s
   *  while the part waits for it) and actions. */
  const panel = <P extends Part>(part: P) => ({
    title: t(PART[part].title),
    // Indexing by a generic key widens to every part's state; this part's is the one at P.
    state: parts[part].state as (typeof parts)[P]['state'],
    onLoad: () => load(part),
    onRefresh: () => load(part, true),
    cost: partPrice(PRICED, part, waits).cost,
    now,
  });
  return (
    <article className="tech-page" aria-labelledby="tech-page-title">
      <a href="#technologies" className="back-link">
        {t('technologies_back')}
      </a>
      <header className="tech-page-head">
        {tech && <TechIcon name={tech.name} icon={tech.icon} size={32} />}
        <div>
          <h2 id="tech-page-title">{tech?.name ?? t('technologies_numbered', [String(id)])}</h2>
          <span className="hint">{tech ? categoryLabel(tech.category) : t('technologies_loadInfoHint')}</span>
        </div>
        <LoadAll
          className="tech-load-all"
          subject={tech?.name ?? t('technologies_numbered', [String(id)])}
          parts={loadAllParts}
          readBalance={() => messenger.send('credits.get', {}).then((b) => b.balance)}
          onConfirm={loadAll}
        />
      </header>
      <PaidPanel loadLabel={t('technologies_loadInfo')} {...panel('info')}>
        {(data) => <InfoFacts data={data} />}
      </PaidPanel>
      <PaidPanel loadLabel={t('technologies_loadStats')} {...panel('stats')}>
        {(data) => <StatsFacts data={data} />}
      </PaidPanel>
      <PaidPanel loadLabel={tn('technologies_loadTrend', years)} controls={<YearsSelect years={years} onChange={setYears} />} {...panel('trend')}>
        {(data) => <TrendBody data={data} years={years} />}
      </PaidPanel>
      <PaidPanel
        loadLabel={t('technologies_loadShare')}
        controls={<LimitSelect label={t('technologies_rankedLabel')} value={shareLimit} options={SHARE_LIMITS} onChange={setShareLimit} />}
        {...panel('share')}
      >
        {(data) => <MarketShareBody data={data} currentId={id} />}
      </PaidPanel>
      <PaidPanel
        loadLabel={t('technologies_loadSites')}
        controls={<LimitSelect label={t('technologies_sitesToList')} value={siteLimit} options={SITE_LIMITS} onChange={setSiteLimit} />}
        {...panel('sites')}
      >
        {(data) => (
          <>
            <SitesList data={data} hrefFor={domainViewUrl} now={now} />
            {data.domains.length > 0 && (
              <div className="row">
                {/* The sites listed, not every site using it: the label says so when the list is partial. */}
                <AddAllToAudience
                  actions={audienceBulkActions}
                  domains={data.domains.map((d) => d.domain)}
                  label={data.domains.length >= data.count ? t('technologies_addAll') : tn('technologies_addThese', data.domains.length)}
                />
              </div>
            )}
          </>
        )}
      </PaidPanel>
      <CompaniesPanel id={id} name={name ?? t('technologies_numberedLower', [String(id)])} now={now} onPendingChange={onCompaniesPending} ref={companies} />
    </article>
  );
}
