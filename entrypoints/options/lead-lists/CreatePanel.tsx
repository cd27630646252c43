// Create a lead list: name, 1–10 technologies, the shared company filters and a maximum row count,
// checked before anything is sent; then an estimate and a confirmation of how it is billed
// (contract.md: on rows delivered, capped to the balance, a failed job costs nothing).
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ErrorNotice } from '@/components/ErrorNotice';
import { formatNumber } from '@/components/format';
import { CompanyFilterFields } from '@/components/technologies/CompanyFilterForm';
import { checkFilters, EMPTY_FILTERS, type FilterErrors, type FilterForm } from '@/lib/companies/company-filters';
import { toApiError, type ApiError } from '@/lib/api/errors';
import { LEAD_LIST_BOUNDS, type CompanyFilters } from '@/lib/api/schemas';
import type { TechnologyChoice } from '@/lib/db/technologies';
import { messenger } from '@/lib/messaging/client';
import type { LeadListView } from '@/lib/messaging/features/lead-lists';
import type { BalanceView } from '@/lib/messaging/protocol';
import { TechnologiesPicker } from './TechnologiesPicker';
import { MatchCount } from './MatchCount';
import { creditText } from '@/components/format';
import { UNIT_PRICES } from '@/lib/api/prices';
import { settingsHash } from '@/lib/ui/routes';
import { FormField } from '@/components/FormField';
import { formatUtcDate } from '@/lib/display/format';
import { t, tn } from '@/lib/i18n';

const ROWS = LEAD_LIST_BOUNDS.maxRows;
const NAME_MAX = 100;
export const DEFAULT_MAX_ROWS = '100';

interface Checked {
  name: string;
  technologies: number[];
  filters: CompanyFilters;
  maxRows: number;
}
type Errors = FilterErrors & { name?: string; technologies?: string; maxRows?: string };

/** The filters as the API takes them, or null while one is invalid. */
function checkedFilters(form: FilterForm): CompanyFilters | null {
  const f = checkFilters(form);
  return 'filters' in f && f.filters ? f.filters : null;
}

/** What to send, or what to fix: every message names the allowed values. */
export function checkLeadList(name: string, technologies: TechnologyChoice[], filters: FilterForm, maxRows: string): { ok: Checked } | { errors: Errors } {
  const errors: Errors = {};
  const trimmed = name.trim();
  if (!trimmed) errors.name = t('leadLists_errNameEmpty', [formatNumber(NAME_MAX)]);
  else if (trimmed.length > NAME_MAX) errors.name = t('leadLists_errNameLong', [formatNumber(NAME_MAX), formatNumber(trimmed.length)]);
  if (technologies.length < LEAD_LIST_BOUNDS.technologies.min || technologies.length > LEAD_LIST_BOUNDS.technologies.max) {
    errors.technologies = t('leadLists_errTechnologies', [
      formatNumber(LEAD_LIST_BOUNDS.technologies.min),
      formatNumber(LEAD_LIST_BOUNDS.technologies.max),
      formatNumber(technologies.length),
    ]);
  }
  const rows = Number(maxRows.trim());
  if (!/^\d+$/.test(maxRows.trim()) || rows < ROWS.min || rows > ROWS.max) {
    errors.maxRows = t('leadLists_errMaxRows', [formatNumber(ROWS.min), formatNumber(ROWS.max)]);
  }
  const f = checkFilters(filters);
  if ('errors' in f) Object.assign(errors, f.errors);
  if (Object.keys(errors).length > 0 || !('filters' in f)) return { errors };
  return { ok: { name: trimmed, technologies: technologies.map((t) => t.id), filters: f.filters, maxRows: rows } };
}

export function CreatePanel({ onCreated }: { onCreated(list: LeadListView): void }) {
  const [name, setName] = useState('');
  const [technologies, setTechnologies] = useState<TechnologyChoice[]>([]);
  const [filters, setFilters] = useState<FilterForm>(EMPTY_FILTERS);
  const [maxRows, setMaxRows] = useState(DEFAULT_MAX_ROWS);
  const [errors, setErrors] = useState<Errors>({});
  const [review, setReview] = useState<{ checked: Checked; balance: BalanceView | null } | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const rowsId = useId();

  async function reviewList() {
    setFailure(null);
    const result = checkLeadList(name, technologies, filters, maxRows);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    // The server's balance (free, account endpoint), the local one if it cannot be read: the estimate is capped to it.
    const balance = await messenger.send('credits.get', { sync: true }).catch(() => messenger.send('credits.get', { sync: false }).catch(() => null));
    setReview({ checked: result.ok, balance });
  }

  async function start(checked: Checked) {
    setReview(null);
    setBusy(true);
    try {
      const list = await messenger.send('leadLists.create', {
        name: checked.name,
        technologies: checked.technologies,
        filters: checked.filters,
        max_rows: checked.maxRows,
      });
      onCreated(list);
    } catch (e) {
      // Everything typed stays in the form, so the user can fix it or try again.
      setFailure(toApiError(e));
    } finally {
      setBusy(false);
    }
  }

  const balance = review?.balance?.balance ?? null;
  const estimate = review ? (balance === null ? review.checked.maxRows : Math.min(review.checked.maxRows, balance)) : 0;

  return (
    <section aria-labelledby="leadlist-create-title" className="leadlist-create">
      <h2 id="leadlist-create-title">{t('leadLists_newTitle')}</h2>
      <FormField label={t('leadLists_nameLabel')} error={errors.name}>
        {(control) => <input {...control} value={name} onChange={(e) => setName(e.target.value)} />}
      </FormField>
      <TechnologiesPicker selected={technologies} onChange={setTechnologies} error={errors.technologies} />
      <fieldset className="company-filters">
        <legend>{t('leadLists_companyFilters')}</legend>
        <CompanyFilterFields form={filters} errors={errors} onChange={setFilters} />
      </fieldset>
      <div className="filter-field leadlist-rows">
        <label htmlFor={rowsId}>{t('leadLists_maxRowsLabel', [formatNumber(ROWS.min), formatNumber(ROWS.max)])}</label>
        <input
          id={rowsId}
          inputMode="numeric"
          value={maxRows}
          onChange={(e) => setMaxRows(e.target.value)}
          aria-invalid={errors.maxRows ? true : undefined}
          aria-describedby={errors.maxRows ? `${rowsId}-error` : `${rowsId}-hint`}
        />
        {errors.maxRows ? (
          <p id={`${rowsId}-error`} className="field-error">
            {errors.maxRows}
          </p>
        ) : (
          <p id={`${rowsId}-hint`} className="hint">
            {t('leadLists_maxRowsHint', [creditText(UNIT_PRICES.leadListRow)])}
          </p>
        )}
      </div>
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="field-error">
          {t('leadLists_fixFields')}
        </p>
      )}
      <div className="filter-actions">
        <button type="button" className="primary" onClick={() => void reviewList()} disabled={busy}>
          {busy ? t('leadLists_starting') : t('leadLists_review')}
        </button>
      </div>
      <MatchCount technologies={technologies} filters={checkedFilters(filters)} />
      {/* Try again reviews the same list again: it keeps the first press's Idempotency-Key (lib/metered/intents.ts), so a list whose answer was lost is not created or billed twice. */}
      {failure && <ErrorNotice error={failure} onRetry={busy ? undefined : () => void reviewList()} settingsHref={settingsHash} />}
      {review && balance === 0 && (
        <div role="alert" className="notice notice-warn">
          <strong>{t('leadLists_noCreditsTitle')}</strong>
          <p>
            {t('leadLists_noCreditsBody')}
            {review.balance?.resetAt && ` ${t('leadLists_noCreditsReset', [formatUtcDate(review.balance.resetAt)])}`} {t('leadLists_noCreditsUpgrade')}
          </p>
          <button type="button" onClick={() => setReview(null)}>
            {t('leadLists_ok')}
          </button>
        </div>
      )}
      {review && balance !== 0 && (
        <ConfirmDialog
          title={t('leadLists_startTitle', [review.checked.name])}
          cost={estimate}
          feature="lead_lists"
          billedLater
          balance={balance}
          cappedToBalance
          upTo
          confirmLabel={t('leadLists_startConfirm')}
          onConfirm={() => void start(review.checked)}
          onCancel={() => setReview(null)}
        >
          <p>
            <strong>{tn('leadLists_estimate', estimate)}</strong>{' '}
            {balance !== null && balance < review.checked.maxRows
              ? tn('leadLists_estimateRowsBalance', review.checked.maxRows, [creditText(UNIT_PRICES.leadListRow), formatNumber(balance)])
              : tn('leadLists_estimateRows', review.checked.maxRows, [creditText(UNIT_PRICES.leadListRow)])}
          </p>
          <ul>
            <li>{t('leadLists_billedOnRows')}</li>
            <li>{t('leadLists_cappedToBalance')}</li>
            <li>{t('leadLists_failedFree')}</li>
          </ul>
        </ConfirmDialog>
      )}
    </section>
  );
}
