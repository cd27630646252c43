// The signals explorer: a query (type, technologies, window, company filters) checked in the form,
// then the results a page at a time (1 credit a page; a page already seen is free), with export,
// "Add all to audience" and "Save as alert".
import { AddAllToAudience } from '@/components/audiences/AddAllToAudience';
import { audienceBulkActions } from '@/lib/ui/audience-actions';
import { SignalQueryFields } from '@/components/signals/SignalQueryFields';
import { SignalsTable } from '@/components/signals/SignalsTable';
import { costLabel } from '@/components/technologies/cost';
import { PagedResults } from '@/components/technologies/ResultFrame';
import type { TechnologySummary } from '@/lib/api/schemas';
import { checkSignalForm, type SignalForm, type SignalQuery } from '@/lib/signals/form';
import { domainViewUrl } from '@/lib/ui/routes';
import { useCheckedSubmit } from '@/lib/ui/use-checked-submit';
import { usePagedQuery } from '@/lib/ui/use-paged-query';
import { ExportPanel } from './ExportPanel';
import { NameListResolver } from './NameListResolver';
import { TechnologyField } from './TechnologyField';
import { creditText } from '@/components/format';
import { submitWith } from '@/lib/ui/submit';
import { t, tn } from '@/lib/i18n';
import { formatUtcDate } from '@/lib/display/format';

export const SIGNALS_PAGE = 25;
const pageParams = (query: SignalQuery, offset: number) => ({ ...query, limit: SIGNALS_PAGE, offset });

export interface ExplorerPanelProps {
  form: SignalForm;
  onFormChange(form: SignalForm): void;
  onSaveAsAlert(form: SignalForm): void;
  /** Technologies resolved from a pasted list: kept by the section so the alert form offers them too. */
  resolved: TechnologySummary[];
  onResolved(found: TechnologySummary[]): void;
  now?: number;
}

export function ExplorerPanel({ form, onFormChange, onSaveAsAlert, resolved, onResolved, now }: ExplorerPanelProps) {
  const checked = checkSignalForm(form);
  const signals = usePagedQuery('signals.query', SIGNALS_PAGE, pageParams, 'query' in checked ? checked.query : null);
  const { asked, formCached, busy, price } = signals;
  const { errors, setErrors, submit } = useCheckedSubmit(checked, (valid) => signals.ask(valid.query));

  return (
    <section aria-labelledby="signals-explorer-title" className="signals-explorer">
      <h2 id="signals-explorer-title">{t('signals_explorer')}</h2>
      <p className="hint">{t('signals_explorerIntro', [creditText(price)])}</p>
      <NameListResolver resolved={resolved} onResolved={(found) => onResolved(found)} />
      <form className="signal-form" aria-label={t('signals_signalQuery')} noValidate onSubmit={submitWith(submit)}>
        <SignalQueryFields
          form={form}
          errors={errors}
          onChange={onFormChange}
          renderPicker={(slot) => <TechnologyField key={slot.label} slot={slot} suggestions={resolved} />}
        />
        {Object.keys(errors).length > 0 && (
          <p role="alert" className="field-error">
            {t('signals_fixFields')}
          </p>
        )}
        <div className="filter-actions row">
          <button type="submit" className="primary" disabled={busy}>
            {t('signals_findSignals', [costLabel(price, formCached)])}
          </button>
          <button type="button" onClick={() => ('errors' in checked ? setErrors(checked.errors) : onSaveAsAlert(form))}>
            {t('signals_saveAsAlertFree')}
          </button>
        </div>
      </form>
      <PagedResults
        title={t('signals_results')}
        pagesLabel={t('signals_pages')}
        listing={signals}
        now={now}
        count={(d) => ({ shown: d.events.length, total: d.total })}
        after={(data) => (
          <>
            <div className="row">
              {/* Only the domains of this page are added: the label says how many, not "all". */}
              {(() => {
                const domains = [...new Set(data.events.map((e) => e.domain))];
                return <AddAllToAudience domains={domains} label={tn('signals_addDomains', domains.length)} actions={audienceBulkActions} />;
              })()}
            </div>
            {asked && data.total > 0 && <ExportPanel key={JSON.stringify(asked.query)} query={asked.query} total={data.total} />}
          </>
        )}
      >
        {(data) => (
          <>
            <p className="hint">{tn('signals_eventsInWindow', data.total, [formatUtcDate(data.window.since), formatUtcDate(data.window.until)])}</p>
            <SignalsTable events={data.events} hrefFor={domainViewUrl} />
          </>
        )}
      </PagedResults>
    </section>
  );
}
