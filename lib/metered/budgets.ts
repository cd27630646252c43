// Spend caps: daily and monthly, in total and per feature, counted from this browser's
// ledger on the local calendar (its running totals: lib/metered/ledger-figures.ts). A call that could cross one is refused before any request.
import type { Feature } from '@/lib/api/catalog';
import { BudgetError } from '@/lib/api/errors';
import type { StackLensDB } from '@/lib/db/database';
import type { BudgetCaps, BudgetCrossing, BudgetsView } from '@/lib/messaging/protocol';
import type { BudgetEstimate } from './client';
import { spentSince } from './ledger-figures';
import { featureLabel } from '@/lib/display/feature-labels';
import { t, tn } from '@/lib/i18n';
import { formatNumber } from '@/lib/display/format';

const CAPS_KEY = 'budgets';
export const NEAR_SHARE = 0.8;
const NO_CAPS: BudgetCaps = { daily: null, monthly: null, perFeature: {} };

export async function getCaps(db: StackLensDB): Promise<BudgetCaps> {
  return ((await db.kv.get(CAPS_KEY))?.value as BudgetCaps | undefined) ?? NO_CAPS;
}

/** Merges a change; a feature whose two caps are both null is dropped. */
export async function updateCaps(db: StackLensDB, patch: Partial<BudgetCaps>): Promise<BudgetCaps> {
  return db.transaction('rw', db.kv, async () => {
    const current = await getCaps(db);
    const perFeature = { ...current.perFeature, ...patch.perFeature };
    for (const [feature, caps] of Object.entries(perFeature)) {
      if (!caps || (caps.daily === null && caps.monthly === null)) delete perFeature[feature as Feature];
    }
    const next: BudgetCaps = {
      daily: patch.daily !== undefined ? patch.daily : current.daily,
      monthly: patch.monthly !== undefined ? patch.monthly : current.monthly,
      perFeature,
    };
    await db.kv.put({ key: CAPS_KEY, value: next });
    return next;
  });
}

function startOfDay(now: number): number {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}
function startOfMonth(now: number): number {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  d.setDate(1);
  return d.getTime();
}

/**
 * Today's and this month's spend on the local calendar, from the ledger's running totals. A request
 * in flight or unanswered counts at its estimate: the reservation that lets caps hold when calls are
 * sent at once. Inside a transaction, that transaction must include db.ledgerTotals.
 */
export async function spentSummary(db: StackLensDB, now: number): Promise<BudgetsView['spent']> {
  const [today, month] = await Promise.all([spentSince(db, startOfDay(now)), spentSince(db, startOfMonth(now))]);
  return { today: today.total, month: month.total, todayByFeature: today.byFeature, monthByFeature: month.byFeature };
}

interface CapCheck {
  label: string;
  /** The feature a per-feature cap is for; absent for the total caps. */
  feature?: Feature;
  cap: number;
  spent: number;
}

/** Every cap that applies to a feature (or to all spend when feature is undefined), with its spend. */
function applicable(caps: BudgetCaps, spent: BudgetsView['spent'], feature?: Feature): CapCheck[] {
  const checks: CapCheck[] = [];
  // Labels are words of the UI language: the popup and the confirmations show them as they are.
  if (caps.daily !== null) checks.push({ label: t('credits_dailyBudget'), cap: caps.daily, spent: spent.today });
  if (caps.monthly !== null) checks.push({ label: t('credits_monthlyBudget'), cap: caps.monthly, spent: spent.month });
  const features = feature ? [feature] : (Object.keys(caps.perFeature) as Feature[]);
  for (const f of features) {
    const c = caps.perFeature[f];
    if (!c) continue;
    const daily = t('credits_featureDailyBudget', [featureLabel(f)]);
    const monthly = t('credits_featureMonthlyBudget', [featureLabel(f)]);
    if (c.daily !== null) checks.push({ label: daily, feature: f, cap: c.daily, spent: spent.todayByFeature[f] ?? 0 });
    if (c.monthly !== null) checks.push({ label: monthly, feature: f, cap: c.monthly, spent: spent.monthByFeature[f] ?? 0 });
  }
  return checks;
}

/**
 * The cap with the highest share used, when that share is 80% or more: among the total caps and
 * `feature`'s caps when given (what a spend on that feature could meet), every feature's otherwise.
 */
export function nearestCap(caps: BudgetCaps, spent: BudgetsView['spent'], feature?: Feature): BudgetsView['near'] {
  const worst = applicable(caps, spent, feature).sort((a, b) => b.spent / b.cap - a.spent / a.cap)[0];
  return worst && worst.spent / worst.cap >= NEAR_SHARE ? { label: worst.label, spent: worst.spent, cap: worst.cap } : null;
}

const hasCaps = (caps: BudgetCaps) => caps.daily !== null || caps.monthly !== null || Object.keys(caps.perFeature).length > 0;

/**
 * The near cap for the popup, among those that apply to `feature` (what the popup spends on): free
 * when no cap is set (no ledger scan on the popup's first paint).
 */
export async function nearCap(db: StackLensDB, now: number, feature?: Feature): Promise<BudgetsView['near']> {
  const caps = await getCaps(db);
  return hasCaps(caps) ? nearestCap(caps, await spentSummary(db, now), feature) : null;
}

export async function budgetsView(db: StackLensDB, now: number): Promise<BudgetsView> {
  const [caps, spent] = await Promise.all([getCaps(db), spentSummary(db, now)]);
  return { caps, spent, near: nearestCap(caps, spent) };
}

/** Credits by the feature they count under: one call's spend, or several calls' confirmed at once. */
export type SpendByFeature = Partial<Record<Feature, number>>;

/**
 * The first cap that `spend` would cross, with what is left under it. The total caps take the whole
 * spend; a feature's caps take only that feature's share of it.
 */
export function crossedCap(caps: BudgetCaps, spent: BudgetsView['spent'], spend: SpendByFeature): BudgetCrossing {
  const parts = (Object.entries(spend) as [Feature, number][]).filter(([, credits]) => credits > 0);
  const total = parts.reduce((sum, [, credits]) => sum + credits, 0);
  const checks = [
    ...applicable(caps, spent)
      .filter((c) => !c.feature)
      .map((c) => ({ ...c, credits: total })),
    ...parts.flatMap(([feature, credits]) =>
      applicable(caps, spent, feature)
        .filter((c) => c.feature)
        .map((c) => ({ ...c, credits })),
    ),
  ];
  const check = checks.find((c) => c.spent + c.credits > c.cap);
  return check ? { label: check.label, cap: check.cap, spent: check.spent, left: Math.max(0, check.cap - check.spent) } : null;
}

/** What a confirmation says before anything is spent: the cap `spend` would cross. */
export async function budgetCrossing(db: StackLensDB, spend: SpendByFeature, now: number): Promise<BudgetCrossing> {
  if (!Object.values(spend).some((credits) => credits > 0)) return null;
  const caps = await getCaps(db);
  return hasCaps(caps) ? crossedCap(caps, await spentSummary(db, now), spend) : null;
}

/** The client's budget guard: refuses, before any request, a call that could cross a cap. */
export async function enforceBudgets(db: StackLensDB, estimate: BudgetEstimate, now: number): Promise<void> {
  // Test keys are never charged (published-spec.md), and deferred work costs nothing now.
  if (estimate.mode === 'test' || estimate.credits <= 0) return;
  const caps = await getCaps(db);
  if (!hasCaps(caps)) return;
  const spent = await spentSummary(db, now);
  const check = crossedCap(caps, spent, { [estimate.feature]: estimate.credits });
  if (check) {
    throw new BudgetError({
      endpoint: estimate.endpoint,
      cap: t('credits_capAmount', [check.label, tn('common_credits', check.cap)]),
      cost: estimate.credits,
      message: t('credits_budgetRefused', [
        tn('common_credits', estimate.credits),
        check.label,
        formatNumber(check.cap),
        formatNumber(check.spent),
        formatNumber(check.left),
      ]),
    });
  }
}
