// The one UI ⇄ background protocol: everything a page may ask of the worker (its inputs are parsed
// with the zod schemas of ./inputs.ts). Types only, so pages load no zod. The key is in no output.
import type { FitCondition } from '@/lib/fit/conditions';
import type { z } from 'zod';
import type { CacheKind, Feature } from '@/lib/api/catalog';
import type { TechnologySummary } from '@/lib/api/schemas';
import type { TechnologyChoice } from '@/lib/db/technologies';
import type { Normalized, Target } from '@/lib/domain/resolve';
import type { BrowsingData } from '@/lib/keys/browsing-data';
import type { ReconcileReport } from '@/lib/metered/reconcile';
import type { LedgerSummary } from '@/lib/metered/ledger-figures';
import type { LedgerCursor } from '@/lib/metered/ledger-page';
import type { ApiErrorData } from '@/lib/api/errors';
import type { inputs } from './inputs';
import type { OwnRequest } from './handled-endpoints';
import type { AudienceOutputs } from './features/audiences';
import type { JobOutputs } from './features/jobs';
import type { LeadListOutputs } from './features/lead-lists';
import type { HiddenOutputs } from './features/hidden';
import type { LocalOutputs } from './features/local';
import type { ReachOutputs } from './features/reach';
import type { SignalOutputs } from './features/signals';

/** What pages may know about the key: never the key itself. */
export interface KeyDescription {
  configured: boolean;
  mode: 'live' | 'test' | null;
  last4: string | null;
  plan: string | null;
}

export interface BalanceView {
  plan: string | null;
  balance: number | null;
  limit: number | null;
  resetAt: string | null;
  syncedAt: number | null;
}

export type { CallResultView } from './views';
import type { CallResultView } from './views';

export interface LedgerRowView {
  id?: number;
  at: number;
  endpoint: string;
  feature: string;
  params: string;
  status: number | string;
  credits: number;
  durationMs: number;
  mode: 'live' | 'test';
  /** pending: sent, not answered yet; unknown: no answer came, possibly billed (estimate), until reconciled. */
  state?: 'pending' | 'settled' | 'unknown';
  estimate?: number;
  /** An unknown row's most (above its estimate: the browser may have resent it). */
  ceiling?: number;
  reconciledAt?: number;
  /** Settled from /v1/usage at more than one request's estimate: the request was billed more than once. */
  resent?: true;
}

/** Where the next page of billed calls starts (lib/metered/ledger-page.ts). */
export type LedgerCursorView = LedgerCursor;

/** A period's figures from the ledger's running totals, and its ten costliest calls. */
export interface LedgerSummaryView extends Omit<LedgerSummary, 'top'> {
  top: LedgerRowView[];
}

export interface LedgerPageView {
  rows: LedgerRowView[];
  next: LedgerCursorView | null;
}

export type Theme = 'system' | 'light' | 'dark';

export interface SettingsView {
  baseUrl: string;
  defaultBaseUrl: string;
  askBeforeLookup: boolean;
  /** The first-run question (look up new sites automatically, or ask first) was answered. */
  lookupChoiceMade: boolean;
  badge: boolean;
  /** Resolve on-page technology names the local catalog lacks (POST /v1/technologies/lookup, 1 credit). */
  resolveLocalNames: boolean;
  theme: Theme;
  /** Settings › Ideal customer: the fit verdict's conditions ([] = none set). */
  idealCustomer: FitCondition[];
  /** The toolbar badge shows the fit verdict instead of the technology count. */
  fitBadge: boolean;
  /** Time to live of cached answers, per kind, in milliseconds. */
  cacheTtl: Record<CacheKind, number>;
  cacheMaxBytes: number;
}

export interface CacheStatsView {
  entries: number;
  bytes: number;
  maxBytes: number;
}

/** What each store of this browser holds, for Settings › Storage. */
export interface StorageView {
  cache: CacheStatsView;
  /** `foldedMonths`: months older than the ledger keeps row by row, kept as monthly totals. */
  ledger: { rows: number; foldedMonths: number; oldestAt: number | null };
  /** Audiences not deleted, and their members stored here. */
  audiences: { audiences: number; members: number };
}

/** Spend caps in credits (null: no cap). Days and months are the browser's local calendar. */
export interface BudgetCaps {
  daily: number | null;
  monthly: number | null;
  perFeature: Partial<Record<FeatureName, { daily: number | null; monthly: number | null }>>;
}

export type FeatureName = Feature;

export interface BudgetsView {
  caps: BudgetCaps;
  /** Credits this browser spent (local ledger), today and this month, in total and by feature. */
  spent: { today: number; month: number; todayByFeature: Partial<Record<FeatureName, number>>; monthByFeature: Partial<Record<FeatureName, number>> };
  /** The cap closest to being reached, when 80% or more of it is spent. */
  near: { label: string; spent: number; cap: number } | null;
}

/** The cap a spend would cross (`left`: what remains under it), or null when it fits every cap. */
export type BudgetCrossing = { label: string; cap: number; spent: number; left: number } | null;

export interface KeyRotated {
  key: KeyDescription;
  /** The new key, shown to the user once so teammates can update; the worker has already stored it. */
  secretOnce: string;
  /** The new key works but the old one could not be revoked: what the user must do. */
  warning?: string;
}

/** The site a tab or a typed input stands for (lib/domain/resolve.ts). */
export type TargetView = Target;

/** What the user saw of a domain last time, for "Changed since your last visit". */
export interface VisitView {
  previous: { at: number; technologies: string[] } | null;
}

export interface KeySaved {
  key: KeyDescription;
  balance: BalanceView;
}

/** Output of each message. */
/** Everything the popup needs for its first paint, in one round trip (content within 150 ms). */
export interface PopupOpenView {
  key: KeyDescription;
  settings: SettingsView;
  balance: BalanceView | null;
  target: TargetView;
  /** The technologies lookup, already made (or peeked, when the user asks before each lookup). */
  technologies: { result: CallResultView<'domain.technologies'> | null } | { error: ApiErrorData } | null;
  /** A spend cap that is 80% or more used, for the popup to show. */
  budgetNear: BudgetsView['near'];
  /**
   * An update brought the lookup question to someone who already had a key: the popup offers it until it
   * is answered in Settings, and meanwhile looks new sites up automatically, as the release before did.
   */
  offerLookupChoice: boolean;
  /**
   * This answer's name for its first frame (lib/worker/first-frames.ts): the popup hands back, under
   * `key`, React's first render of it as a tree (lib/first-paint/frame-tree.ts); `tree` is that frame
   * when an earlier open of the very same answer handed it back (popup-early.js builds it while React loads).
   */
  firstFrame: { key: string; tree: string | null };
  /**
   * Whose answer it is (issue 34): the account's cache scope (base URL and account; null without a key)
   * and the cache entry the technologies come from (null unless cached). The popup's localStorage frames
   * are kept under them and painted only for the scope the last answer named (lib/first-paint/local-frame.ts).
   */
  frameOwner?: { scope: string | null; entry: string | null };
}

export interface Outputs extends JobOutputs, LeadListOutputs, SignalOutputs, AudienceOutputs, LocalOutputs, HiddenOutputs, ReachOutputs {
  'keys.describe': KeyDescription;
  'keys.save': KeySaved;
  'keys.remove': KeyDescription;
  'browsingData.count': BrowsingData;
  'settings.get': SettingsView;
  'settings.update': SettingsView;
  'credits.get': BalanceView;
  'api.call': CallResultView;
  'ledger.list': LedgerRowView[];
  'ledger.summary': LedgerSummaryView;
  'ledger.page': LedgerPageView;
  'ledger.reconcile': ReconcileReport;
  'domain.resolve': TargetView;
  'cache.peek': CallResultView | null;
  'visit.record': VisitView;
  'popup.open': PopupOpenView;
  'popup.rendered': { kept: boolean };
  'domain.normalize': Normalized;
  'cache.stats': CacheStatsView;
  'cache.clear': CacheStatsView;
  'storage.stats': StorageView;
  'ledger.clear': StorageView;
  'budgets.get': BudgetsView;
  'budgets.update': BudgetsView;
  'budgets.check': BudgetCrossing;
  'keys.rotate': KeyRotated;
  'catalog.known': Record<number, TechnologySummary>;
  'catalog.suggest': TechnologyChoice[];
}

export type MessageType = keyof typeof inputs;
// Every request handled-endpoints.ts sends a page to instead of api.call is a message type.
export type OwnRequestIsAMessage = OwnRequest extends MessageType ? true : never;
const ownRequestsAreMessages: OwnRequestIsAMessage = true;
void ownRequestsAreMessages;
export type MessageInput<T extends MessageType> = z.input<(typeof inputs)[T]>;
export type ParsedInput<T extends MessageType> = z.output<(typeof inputs)[T]>;

/** Every message carries this tag so unrelated runtime messages are ignored. */
export const CHANNEL = 'stacklens/v1';
export interface Request<T extends MessageType = MessageType> {
  channel: typeof CHANNEL;
  type: T;
  payload: MessageInput<T>;
}
export type Reply<T extends MessageType = MessageType> = { ok: true; data: Outputs[T] } | { ok: false; error: ApiErrorData };
