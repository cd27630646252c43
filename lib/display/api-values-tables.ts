// The rest of the API values' mapping (./api-values.ts says how the two files divide it): the key's type, a
// job's or lead list's status and an audience's kind, by table to the messages their pages already had.
// A value the tables do not know is shown as sent.
import { t, type MessageKey } from '@/lib/i18n';

/** The key's type, from its prefix (tapi_live_ / tapi_test_: published-spec.md, Authentication). */
export const KEY_TYPE = {
  live: 'credits_liveKey',
  test: 'credits_testKey',
} as const satisfies Record<string, MessageKey>;

/** A job's or lead list's status (contract.md: queued → running → completed | failed | canceled). */
export const JOB_STATUS = {
  queued: 'leadLists_statusQueued',
  running: 'leadLists_statusRunning',
  completed: 'leadLists_statusCompleted',
  failed: 'leadLists_statusFailed',
  canceled: 'leadLists_statusCanceled',
} as const satisfies Record<string, MessageKey>;

/** An audience's kind (contract.md: "list" or "recipe"). */
export const AUDIENCE_KIND = {
  list: 'audiences_kindList',
  recipe: 'audiences_kindRecipe',
} as const satisfies Record<string, MessageKey>;

const fromTable = (table: Readonly<Record<string, MessageKey>>, value: string) => {
  const key = Object.hasOwn(table, value) ? table[value] : undefined;
  return key ? t(key) : value;
};

/** The key's type, from its prefix: "Live key", "Test key (never charged)". */
export const keyTypeLabel = (mode: string) => fromTable(KEY_TYPE, mode);
/** A job's or lead list's status ("running" → "Running" / "Läuft"). */
export const jobStatusLabel = (status: string) => fromTable(JOB_STATUS, status);
/** An audience's kind ("list", "recipe"). */
export const audienceKindLabel = (kind: string) => fromTable(AUDIENCE_KIND, kind);
