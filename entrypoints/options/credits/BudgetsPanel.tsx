// Credits & usage › Budgets: daily and monthly spend caps, overall and per paid feature, with what this
// browser has spent against each. The worker refuses a call that would cross a cap (lib/metered/budgets.ts).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ApiError } from '@/lib/api/errors';
import { messenger } from '@/lib/messaging/client';
import type { BudgetCaps, BudgetsView, FeatureName } from '@/lib/messaging/protocol';
import { ColumnHeaders } from '@/components/DataTable';
import { ErrorNotice } from '@/components/ErrorNotice';
import { SaveNotice } from '@/components/SaveNotice';
import { useSaveStatus } from '@/lib/ui/use-save-status';
import { formatNumber } from '@/components/format';
import { featureLabel } from '@/lib/display/feature-labels';
import { t, tn } from '@/lib/i18n';
import { Sentence } from '@/components/Sentence';

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
/** The paid features with their names, in the UI language. */
const features = () => PAID.map((f) => [f, featureLabel(f)] as const);
type FeatureCaps = { daily: number | null; monthly: number | null };
/**
 * Not in the table: free features, and lead lists, billed only after their job is done so no cap can
 * refuse them beforehand. budgets.update wants every feature, so their stored caps are sent back as they are.
 */
const UNLISTED: Record<Exclude<FeatureName, PaidFeature>, true> = { alerts: true, lead_lists: true, account: true };
/** The same ceiling as the worker's input schema (lib/messaging/inputs.ts). */
const MAX_CAP = 10_000_000;
const budgetColumns = () => [
  { header: t('credits_feature') },
  ...[t('credits_dailyCap'), t('credits_today'), t('credits_monthlyCap'), t('credits_thisMonth')].map((header) => ({ header, kind: 'number' as const })),
];
/** Spend at which a cap is flagged: the popup's budget notice uses the same 80%. */
const NEAR = 0.8;

/** Form text per field: 'daily', 'monthly', and '<feature>.<period>'. */
type Fields = Record<string, string>;

const text = (cap: number | null | undefined) => (cap == null ? '' : String(cap));
const credits = (n: number) => tn('common_credits', n);

function fieldsOf(caps: BudgetCaps): Fields {
  const fields: Fields = { daily: text(caps.daily), monthly: text(caps.monthly) };
  for (const f of PAID) {
    fields[`${f}.daily`] = text(caps.perFeature[f]?.daily);
    fields[`${f}.monthly`] = text(caps.perFeature[f]?.monthly);
  }
  return fields;
}

function fieldName(field: string): string {
  const [feature, period] = field.split('.');
  if (!period) return feature === 'daily' ? t('credits_dailyCap') : t('credits_monthlyCap');
  return t(period === 'daily' ? 'credits_featureDailyCap' : 'credits_featureMonthlyCap', [featureLabel(feature!)]);
}

/** A cap from its field: null when empty, else a whole number ≥ 1, or the message naming the field. */
function parseCap(field: string, value: string): number | null | { error: string } {
  if (value.trim() === '') return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_CAP) {
    return { error: t('credits_capInvalid', [fieldName(field), formatNumber(1), formatNumber(MAX_CAP)]) };
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
      aria-valuetext={tn('credits_spentOf', cap, [formatNumber(spent)])}
      className={`spend-meter${ratio >= NEAR ? ' spend-meter-near' : ''}`}
    >
      <span style={{ width: `${Math.min(100, ratio * 100)}%` }} />
    </span>
  );
}

/** "12 of 50 credits" with its meter, or the bare spend when there is no cap. */
function Spend({ label, spent, cap }: { label: string; spent: number; cap: number | null | undefined }) {
  if (cap == null) return <span className="spend">{tn('credits_spentNoCap', spent)}</span>;
  return (
    <span className="spend">
      {tn('credits_spentOf', cap, [formatNumber(spent)])}
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
  const check = (daily: boolean, name: string, used: number, cap: number | null | undefined) => {
    if (cap == null || used < cap * NEAR) return;
    if (used > cap)
      out.reached.push(t(daily ? 'credits_capOverDaily' : 'credits_capOverMonthly', [name, formatNumber(used), credits(cap), credits(used - cap)]));
    else if (used === cap) out.reached.push(t(daily ? 'credits_capReachedDaily' : 'credits_capReachedMonthly', [name, credits(cap)]));
    else out.near.push(t('credits_capNear', [name, formatNumber(used), credits(cap), formatNumber(Math.floor((used / cap) * 100)), credits(cap - used)]));
  };
  check(true, t('credits_dailyCap'), spent.today, caps.daily);
  check(false, t('credits_monthlyCap'), spent.month, caps.monthly);
  for (const [f, label] of features()) {
    check(true, t('credits_featureDailyCap', [label]), spent.todayByFeature[f] ?? 0, caps.perFeature[f]?.daily);
    check(false, t('credits_featureMonthlyCap', [label]), spent.monthByFeature[f] ?? 0, caps.perFeature[f]?.monthly);
  }
  return out;
}

/** `focusCaps`: opened by a link to the caps (a refusal's "Change the cap in Budgets"): the daily cap field takes the focus once shown. */
export function BudgetsPanel({ focusCaps = false }: { focusCaps?: boolean }) {
  const [view, setView] = useState<BudgetsView | null>(null);
  const dailyField = useRef<HTMLInputElement>(null);
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
  const shown = view !== null;
  useEffect(() => {
    const field = dailyField.current;
    if (!focusCaps || !shown || !field) return;
    const reveal = () => field.scrollIntoView({ block: 'center' });
    reveal();
    field.focus({ preventScroll: true });
    // The panels above it (balance, charts) may still be loading: it stays in view as they grow, for a
    // few seconds or until the person scrolls or types.
    const growing = new ResizeObserver(() => document.activeElement === field && reveal());
    growing.observe(document.body);
    const stop = () => growing.disconnect();
    const timer = setTimeout(stop, 4_000);
    const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const e of events) window.addEventListener(e, stop, { once: true });
    return () => {
      stop();
      clearTimeout(timer);
      for (const e of events) window.removeEventListener(e, stop);
    };
  }, [focusCaps, shown]);

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
      ...PAID.map((f) => [f, { daily: cap(`${f}.daily`), monthly: cap(`${f}.monthly`) }]),
    ]) as Record<FeatureName, FeatureCaps>;
    setInvalid(errors);
    if (Object.keys(errors).length > 0) return setStatus({ kind: 'idle' });
    await save(async () => show(await messenger.send('budgets.update', { daily, monthly, perFeature })), t('credits_budgetsSaved'));
  }

  if (!view) return status.kind === 'error' ? <ErrorNotice error={status.error} /> : <p className="hint">{t('credits_loadingBudgets')}</p>;

  // An id means a visible <label> names the field; table cells are named by aria-label instead.
  const input = (field: string, name: { id: string } | { label: string }) => (
    <input
      type="number"
      min={1}
      step={1}
      inputMode="numeric"
      placeholder={t('credits_noCap')}
      value={fields[field] ?? ''}
      id={'id' in name ? name.id : undefined}
      ref={field === 'daily' ? dailyField : undefined}
      aria-label={'label' in name ? name.label : undefined}
      onChange={(e) => setFields((all) => ({ ...all, [field]: e.target.value }))}
      {...(invalid[field] ? { 'aria-invalid': true, 'aria-describedby': `budget-error-${field.replace('.', '-')}` } : {})}
    />
  );
  const { near, reached } = warnings(view);
  const { caps, spent } = view;
  return (
    <div className="budgets">
      <p className="hint">{t('credits_budgetsHint')}</p>
      {reached.length > 0 && (
        <div className="notice notice-warn">
          <strong>{reached.length === 1 ? t('credits_capReached') : t('credits_capsReached')}</strong>
          {reached.map((w) => (
            <p key={w}>{w}</p>
          ))}
        </div>
      )}
      {near.length > 0 && (
        <div className="notice notice-warn">
          <strong>{t('credits_closeToCap')}</strong>
          {near.map((w) => (
            <p key={w}>{w}</p>
          ))}
        </div>
      )}
      <form className="form budgets-form" onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor="budget-daily">{t('credits_dailyCapField')}</label>
        {input('daily', { id: 'budget-daily' })}
        <p className="spend-line">
          <Sentence message={(spend) => t('credits_todayLabel', [spend])}>
            <Spend label={t('credits_spentTodayDaily')} spent={spent.today} cap={caps.daily} />
          </Sentence>
        </p>
        <label htmlFor="budget-monthly">{t('credits_monthlyCapField')}</label>
        {input('monthly', { id: 'budget-monthly' })}
        <p className="spend-line">
          <Sentence message={(spend) => t('credits_thisMonthLabel', [spend])}>
            <Spend label={t('credits_spentMonthMonthly')} spent={spent.month} cap={caps.monthly} />
          </Sentence>
        </p>
        <table className="data-table budget-table">
          <caption>{t('credits_capsPerFeature')}</caption>
          <ColumnHeaders columns={budgetColumns()} />
          <tbody>
            {features().map(([f, label]) => (
              <tr key={f}>
                <th scope="row">{label}</th>
                <td>{input(`${f}.daily`, { label: t('credits_featureDailyCap', [label]) })}</td>
                <td>
                  <Spend label={t('credits_featureSpentToday', [label])} spent={spent.todayByFeature[f] ?? 0} cap={caps.perFeature[f]?.daily} />
                </td>
                <td>{input(`${f}.monthly`, { label: t('credits_featureMonthlyCap', [label]) })}</td>
                <td>
                  <Spend label={t('credits_featureSpentMonth', [label])} spent={spent.monthByFeature[f] ?? 0} cap={caps.perFeature[f]?.monthly} />
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
            {status.kind === 'saving' ? t('credits_saving') : t('credits_saveBudgets')}
          </button>
        </div>
      </form>
      <SaveNotice status={status} />
    </div>
  );
}
