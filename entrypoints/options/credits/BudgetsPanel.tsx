// Credits & usage › Budgets: daily and monthly spend caps, overall and per paid feature, with what this
// browser has spent against each. The worker refuses a call that would cross a cap (lib/metered/budgets.ts).
import { useEffect, useState, type FormEvent } from 'react';
import type { ApiError } from '@/lib/api/errors';
import { messenger } from '@/lib/messaging/client';
import type { BudgetCaps, BudgetsView, FeatureName } from '@/lib/messaging/protocol';
import { ColumnHeaders } from '@/components/DataTable';
import { ErrorNotice } from '@/components/ErrorNotice';
import { SaveNotice } from '@/components/SaveNotice';
import { useSaveStatus } from '@/lib/ui/use-save-status';
import { formatNumber } from '@/components/format';
import { FEATURE_LABELS } from '@/lib/display/feature-labels';

/** The features that spend credits; alerts and account calls are free. */
const PAID = [
  'lookup',
  'history',
  'company',
  'live_detection',
  'ai_extractor',
  'technology',
  'market',
  'companies',
  'signals',
  'exports',
  'audiences',
] as const satisfies readonly FeatureName[];
type PaidFeature = (typeof PAID)[number];
const FEATURES = PAID.map((f) => [f, FEATURE_LABELS[f]] as const);
type FeatureCaps = { daily: number | null; monthly: number | null };
/**
 * Not in the table: free features, and lead lists, billed only after their job is done so no cap can
 * refuse them beforehand. budgets.update wants every feature, so their stored caps are sent back as they are.
 */
const UNLISTED: Record<Exclude<FeatureName, PaidFeature>, true> = { alerts: true, lead_lists: true, account: true };
/** The same ceiling as the worker's input schema (lib/messaging/inputs.ts). */
const MAX_CAP = 10_000_000;
const BUDGET_COLUMNS = [{ header: 'Feature' }, ...['Daily cap', 'Today', 'Monthly cap', 'This month'].map((header) => ({ header, kind: 'number' as const }))];
/** Spend at which a cap is flagged: the popup's budget notice uses the same 80%. */
const NEAR = 0.8;

/** Form text per field: 'daily', 'monthly', and '<feature>.<period>'. */
type Fields = Record<string, string>;

const text = (cap: number | null | undefined) => (cap == null ? '' : String(cap));
const credits = (n: number) => `${formatNumber(n)} ${n === 1 ? 'credit' : 'credits'}`;

function fieldsOf(caps: BudgetCaps): Fields {
  const fields: Fields = { daily: text(caps.daily), monthly: text(caps.monthly) };
  for (const [f] of FEATURES) {
    fields[`${f}.daily`] = text(caps.perFeature[f]?.daily);
    fields[`${f}.monthly`] = text(caps.perFeature[f]?.monthly);
  }
  return fields;
}

function fieldName(field: string): string {
  const [feature, period] = field.split('.');
  if (!period) return feature === 'daily' ? 'Daily cap' : 'Monthly cap';
  return `${FEATURES.find(([f]) => f === feature)![1]} ${period} cap`;
}

/** A cap from its field: null when empty, else a whole number ≥ 1, or the message naming the field. */
function parseCap(field: string, value: string): number | null | { error: string } {
  if (value.trim() === '') return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_CAP) {
    return { error: `${fieldName(field)} must be a whole number of credits from 1 to ${formatNumber(MAX_CAP)}, or empty for no cap.` };
  }
  return n;
}

function SpendMeter({ label, spent, cap }: { label: string; spent: number; cap: number }) {
  const ratio = spent / cap;
  return (
    <span
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={cap}
      aria-valuenow={Math.min(spent, cap)}
      aria-valuetext={`${formatNumber(spent)} of ${credits(cap)}`}
      className={`spend-meter${ratio >= NEAR ? ' spend-meter-near' : ''}`}
    >
      <span style={{ width: `${Math.min(100, ratio * 100)}%` }} />
    </span>
  );
}

/** "12 of 50 credits" with its meter, or the bare spend when there is no cap. */
function Spend({ label, spent, cap }: { label: string; spent: number; cap: number | null | undefined }) {
  if (cap == null) return <span className="spend">{credits(spent)}, no cap</span>;
  return (
    <span className="spend">
      {formatNumber(spent)} of {credits(cap)}
      <SpendMeter label={label} spent={spent} cap={cap} />
    </span>
  );
}

/**
 * Every saved cap that is 80% or more spent, as a sentence: close to it, reached, or passed (work billed
 * after it finished, or a cap lowered below what was already spent, can leave spend above a cap).
 */
function warnings(view: BudgetsView): { near: string[]; reached: string[] } {
  const { caps, spent } = view;
  const out = { near: [] as string[], reached: [] as string[] };
  const check = (name: string, used: number, cap: number | null | undefined) => {
    if (cap == null || used < cap * NEAR) return;
    const daily = name.endsWith('daily cap') || name === 'Daily cap';
    const until = daily ? 'until tomorrow' : 'until next month';
    if (used > cap)
      out.reached.push(`${name}: ${formatNumber(used)} of ${credits(cap)} spent, ${credits(used - cap)} over. Paid calls it covers are refused ${until}.`);
    else if (used === cap) out.reached.push(`${name}: all ${credits(cap)} spent. Paid calls it covers are refused ${until}.`);
    else out.near.push(`${name}: ${formatNumber(used)} of ${credits(cap)} spent (${Math.floor((used / cap) * 100)}%), ${credits(cap - used)} left.`);
  };
  check('Daily cap', spent.today, caps.daily);
  check('Monthly cap', spent.month, caps.monthly);
  for (const [f, label] of FEATURES) {
    check(`${label} daily cap`, spent.todayByFeature[f] ?? 0, caps.perFeature[f]?.daily);
    check(`${label} monthly cap`, spent.monthByFeature[f] ?? 0, caps.perFeature[f]?.monthly);
  }
  return out;
}

export function BudgetsPanel() {
  const [view, setView] = useState<BudgetsView | null>(null);
  const [fields, setFields] = useState<Fields>({});
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const { status, setStatus, save } = useSaveStatus();

  const show = (v: BudgetsView) => {
    setView(v);
    setFields(fieldsOf(v.caps));
  };
  useEffect(() => {
    messenger.send('budgets.get', {}).then(show, (error: ApiError) => setStatus({ kind: 'error', error }));
  }, [setStatus]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors: Record<string, string> = {};
    const cap = (field: string) => {
      const parsed = parseCap(field, fields[field] ?? '');
      if (parsed !== null && typeof parsed === 'object') errors[field] = parsed.error;
      return typeof parsed === 'number' ? parsed : null;
    };
    const daily = cap('daily');
    const monthly = cap('monthly');
    // Every paid feature is sent, so an emptied field clears its cap whatever the worker kept before.
    const perFeature = Object.fromEntries([
      ...Object.keys(UNLISTED).map((f) => [f, view!.caps.perFeature[f as FeatureName] ?? { daily: null, monthly: null }]),
      ...FEATURES.map(([f]) => [f, { daily: cap(`${f}.daily`), monthly: cap(`${f}.monthly`) }]),
    ]) as Record<FeatureName, FeatureCaps>;
    setInvalid(errors);
    if (Object.keys(errors).length > 0) return setStatus({ kind: 'idle' });
    await save(async () => show(await messenger.send('budgets.update', { daily, monthly, perFeature })), 'Budgets saved.');
  }

  if (!view) return status.kind === 'error' ? <ErrorNotice error={status.error} /> : <p className="hint">Loading budgets…</p>;

  // An id means a visible <label> names the field; table cells are named by aria-label instead.
  const input = (field: string, name: { id: string } | { label: string }) => (
    <input
      type="number"
      min={1}
      step={1}
      inputMode="numeric"
      placeholder="No cap"
      value={fields[field] ?? ''}
      id={'id' in name ? name.id : undefined}
      aria-label={'label' in name ? name.label : undefined}
      onChange={(e) => setFields((all) => ({ ...all, [field]: e.target.value }))}
      {...(invalid[field] ? { 'aria-invalid': true, 'aria-describedby': `budget-error-${field.replace('.', '-')}` } : {})}
    />
  );
  const { near, reached } = warnings(view);
  const { caps, spent } = view;
  return (
    <div className="budgets">
      <p className="hint">A call that would cross a cap is refused before any request. Caps count this browser’s spend.</p>
      {reached.length > 0 && (
        <div className="notice notice-warn">
          <strong>{reached.length === 1 ? 'Cap reached' : 'Caps reached'}</strong>
          {reached.map((w) => (
            <p key={w}>{w}</p>
          ))}
        </div>
      )}
      {near.length > 0 && (
        <div className="notice notice-warn">
          <strong>Close to a cap</strong>
          {near.map((w) => (
            <p key={w}>{w}</p>
          ))}
        </div>
      )}
      <form className="form budgets-form" onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor="budget-daily">Daily cap (credits)</label>
        {input('daily', { id: 'budget-daily' })}
        <p className="spend-line">
          Today: <Spend label="Spent today against the daily cap" spent={spent.today} cap={caps.daily} />
        </p>
        <label htmlFor="budget-monthly">Monthly cap (credits)</label>
        {input('monthly', { id: 'budget-monthly' })}
        <p className="spend-line">
          This month: <Spend label="Spent this month against the monthly cap" spent={spent.month} cap={caps.monthly} />
        </p>
        <table className="data-table budget-table">
          <caption>Caps per feature (credits; empty for no cap)</caption>
          <ColumnHeaders columns={BUDGET_COLUMNS} />
          <tbody>
            {FEATURES.map(([f, label]) => (
              <tr key={f}>
                <th scope="row">{label}</th>
                <td>{input(`${f}.daily`, { label: `${label} daily cap` })}</td>
                <td>
                  <Spend label={`${label} spent today`} spent={spent.todayByFeature[f] ?? 0} cap={caps.perFeature[f]?.daily} />
                </td>
                <td>{input(`${f}.monthly`, { label: `${label} monthly cap` })}</td>
                <td>
                  <Spend label={`${label} spent this month`} spent={spent.monthByFeature[f] ?? 0} cap={caps.perFeature[f]?.monthly} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {Object.keys(invalid).length > 0 && (
          <ul role="alert" className="notice notice-warn field-errors">
            {Object.entries(invalid).map(([field, message]) => (
              <li key={field} id={`budget-error-${field.replace('.', '-')}`}>
                {message}
              </li>
            ))}
          </ul>
        )}
        <div className="row">
          <button type="submit" className="primary" disabled={status.kind === 'saving'}>
            {status.kind === 'saving' ? 'Saving…' : 'Save budgets'}
          </button>
        </div>
      </form>
      <SaveNotice status={status} />
    </div>
  );
}
