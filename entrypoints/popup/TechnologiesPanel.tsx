// The Technologies tab: the list, its age and "Refresh · 1 credit", export and copy, and every
// error as what the user can do about it.
import { useEffect, useState } from 'react';
import type { ResponseData } from '@/lib/api/catalog';
import type { DomainTechnology } from '@/lib/api/schemas';
import { downloadText, exportName, toCsv, toJson } from '@/lib/export/export';
import type { BalanceView, KeyDescription } from '@/lib/messaging/protocol';
import { ErrorNotice } from '@/components/ErrorNotice';
import type { Loadable } from '@/lib/ui/loadable';
import { PaidPanel } from '@/components/PaidPanel';
import { TechnologyList } from '@/components/TechnologyList';
import { budgetsUrl, creditsUrl, settingsUrl as settingsHref } from '@/lib/ui/routes';
import type { KnownTechnologies } from '@/lib/ui/use-known-technologies';
import { priceOf } from '@/lib/api/prices';
import { t } from '@/lib/i18n';

type Report = ResponseData<'domain.technologies'>;

function rows(report: Report) {
  const row = (status: string) => (tech: DomainTechnology) => ({
    name: tech.name,
    category: tech.category,
    status,
    first_seen: tech.first_seen,
    last_seen: tech.last_seen,
    subdomain: tech.subdomain,
  });
  return [...report.active_technologies.map(row('active')), ...report.historical_technologies.map(row('no longer detected'))];
}

function ExportBar({ report }: { report: Report }) {
  const [copied, setCopied] = useState<string | null>(null);
  const csv = () => toCsv(rows(report));
  async function copy() {
    try {
      await navigator.clipboard.writeText(csv());
      setCopied(t('popup_copiedCsv'));
    } catch {
      setCopied(t('popup_copyFailed'));
    }
  }
  return (
    <div className="export-bar" role="group" aria-label={t('popup_exportLabel')}>
      <button type="button" onClick={() => downloadText(exportName(report.domain, 'technologies', 'csv'), csv(), 'text/csv')}>
        {t('popup_exportCsv')}
      </button>
      <button type="button" onClick={() => downloadText(exportName(report.domain, 'technologies', 'json'), toJson(report), 'application/json')}>
        {t('popup_exportJson')}
      </button>
      <button type="button" onClick={() => void copy()}>
        {t('popup_copy')}
      </button>
      <span role="status" className="hint">
        {copied}
      </span>
    </div>
  );
}

export function TechnologiesPanel(props: {
  domain: string;
  /** The domain as the user reads it (Unicode for an IDN). */
  display?: string;
  state: Loadable<Report>;
  onLoad: () => void;
  onRefresh: () => void;
  /** Stops a rate limit's automatic retry. */
  onCancelRetry?: () => void;
  onOpen: (tech: DomainTechnology) => void;
  icons: KnownTechnologies;
  keyInfo: KeyDescription;
  balance: BalanceView | null;
  /** Database technologies the clicked page also shows (free on-page detection), with the version it read. */
  seenOnPage?: ReadonlyMap<number, string | null>;
}) {
  const { state } = props;
  useEffect(() => {
    // For the open-to-content benchmark (tests/bench/popup-open.ts).
    if (state.status === 'loaded') performance.mark('stacklens:technologies-shown');
  }, [state.status]);

  if (state.status === 'error' && !state.previous) {
    return (
      <ErrorNotice
        error={state.error}
        onRetry={props.onLoad}
        cost={priceOf('domain.technologies')}
        settingsHref={settingsHref()}
        creditsHref={creditsUrl()}
        budgetsHref={budgetsUrl()}
        plan={props.keyInfo.plan}
        resetAt={props.balance?.resetAt}
        autoRetry
        onCancelRetry={props.onCancelRetry}
      />
    );
  }
  const icons = new Map([...props.icons].map(([id, t]) => [id, t.icon]));
  return (
    <PaidPanel
      level={2}
      title={t('popup_tabTechnologies')}
      cost={priceOf('domain.technologies')}
      state={state}
      onLoad={props.onLoad}
      onRefresh={props.onRefresh}
      loadLabel={t('popup_loadTechnologies', [props.display ?? props.domain])}
    >
      {(report) => (
        <>
          {/* The stack first; exporting it comes after. */}
          <TechnologyList
            active={report.active_technologies}
            historical={report.historical_technologies}
            icons={icons}
            onOpen={props.onOpen}
            seenOnPage={props.seenOnPage}
            domain={props.display ?? props.domain}
          />
          <ExportBar report={report} />
        </>
      )}
    </PaidPanel>
  );
}
