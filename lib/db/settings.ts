// User settings in the kv table: only the user's overrides are stored, merged over the defaults on
// read, so a new default reaches everyone who has not changed it. Bad input is refused with a reason.
import { z } from 'zod';
import type { CacheKind } from '@/lib/api/catalog';
import { ValidationError } from '@/lib/api/errors';
import { describeIssue } from '@/lib/api/request';
import { baseUrlSchema } from '@/lib/api/base-url';
import { idealCustomerSchema } from '@/lib/fit/schema';
import type { StackLensDB } from './database';
import { KV_SETTINGS as SETTINGS_KEY } from './kv-keys';

const DAY = 86_400_000;
const MB = 1024 * 1024;

export const DEFAULT_CACHE_TTL: Record<CacheKind, number> = {
  domain: 7 * DAY,
  company: 7 * DAY,
  technology: 30 * DAY,
  market: DAY,
  signals: DAY,
  audience: DAY,
};
export const DEFAULT_CACHE_MAX_BYTES = 50 * MB;

const ttl = (kind: CacheKind) =>
  z
    .number({ error: `cacheTtl.${kind} must be a number of milliseconds` })
    .int({ error: `cacheTtl.${kind} must be a whole number of milliseconds` })
    .min(0, { error: `cacheTtl.${kind} must be from 0 to 365 days` })
    .max(365 * DAY, { error: `cacheTtl.${kind} must be from 0 to 365 days` });

export const settingsSchema = z.object({
  // https only, plain http to loopback only (lib/api/base-url.ts); '' = this build's default.
  baseUrl: baseUrlSchema.or(z.literal('')),
  cacheTtl: z.object({
    domain: ttl('domain'),
    company: ttl('company'),
    technology: ttl('technology'),
    market: ttl('market'),
    signals: ttl('signals'),
    audience: ttl('audience'),
  }),
  cacheMaxBytes: z
    .number({ error: 'cacheMaxBytes must be a number of bytes' })
    .int({ error: 'cacheMaxBytes must be a whole number of bytes' })
    .min(MB, { error: 'cacheMaxBytes must be from 1 MB to 500 MB' })
    .max(500 * MB, { error: 'cacheMaxBytes must be from 1 MB to 500 MB' }),
  askBeforeLookup: z.boolean({ error: 'askBeforeLookup must be true or false' }),
  /** First-run setup asked once whether to look new sites up automatically or ask first. */
  lookupChoiceMade: z.boolean({ error: 'lookupChoiceMade must be true or false' }),
  /** The toolbar badge with the cached technology count: off by default. */
  badge: z.boolean({ error: 'badge must be true or false' }),
  /** Resolve on-page names the local catalog lacks with a paid lookup: off by default. */
  resolveLocalNames: z.boolean({ error: 'resolveLocalNames must be true or false' }),
  theme: z.enum(['system', 'light', 'dark'], { error: 'theme must be system, light or dark' }),
  /** Settings › Ideal customer: the conditions of the fit verdict (lib/fit), [] = none set. */
  idealCustomer: idealCustomerSchema,
  /** The toolbar badge shows the fit verdict (needs the optional `tabs` permission): off by default. */
  fitBadge: z.boolean({ error: 'fitBadge must be true or false' }),
});
export type Settings = z.infer<typeof settingsSchema>;

/** A change to settings: any subset, unknown keys refused. */
export const settingsPatchSchema = settingsSchema.extend({ cacheTtl: settingsSchema.shape.cacheTtl.partial().strict() }).partial().strict();

export interface SettingsDefaults {
  /** The API base address for this build (e.g. the sandbox in e2e builds). */
  baseUrl?: string;
}

export function defaultSettings(defaults: SettingsDefaults = {}): Settings {
  return {
    baseUrl: defaults.baseUrl ?? '',
    cacheTtl: { ...DEFAULT_CACHE_TTL },
    cacheMaxBytes: DEFAULT_CACHE_MAX_BYTES,
    askBeforeLookup: false,
    lookupChoiceMade: false,
    badge: false,
    resolveLocalNames: false,
    theme: 'system',
    idealCustomer: [],
    fitBadge: false,
  };
}

type Overrides = z.output<typeof settingsPatchSchema>;

/** Drops keys whose value is undefined, so they never overwrite a default. */
function defined<T extends object>(value: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function merge(base: Settings, patch: Overrides): Settings {
  return { ...base, ...defined(patch), cacheTtl: { ...base.cacheTtl, ...defined(patch.cacheTtl) } };
}

async function readOverrides(db: StackLensDB): Promise<Overrides> {
  const row = await db.kv.get(SETTINGS_KEY);
  // Stored overrides are re-checked: a value that no longer passes (one an older version accepted)
  // falls back to its default; the others are kept.
  const stored = row?.value ?? {};
  const parsed = settingsPatchSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  if (!stored || typeof stored !== 'object') return {};
  const failing = new Set(
    parsed.error.issues.flatMap((issue) => (issue.path.length === 0 && issue.code === 'unrecognized_keys' ? issue.keys : [issue.path[0]])),
  );
  const kept = settingsPatchSchema.safeParse(Object.fromEntries(Object.entries(stored).filter(([key]) => !failing.has(key))));
  return kept.success ? kept.data : {};
}

export async function getSettings(db: StackLensDB, defaults: SettingsDefaults = {}): Promise<Settings> {
  return merge(defaultSettings(defaults), await readOverrides(db));
}

/** Validates and stores a change; throws ValidationError naming the field and the allowed values. */
export async function updateSettings(db: StackLensDB, patch: unknown, defaults: SettingsDefaults = {}): Promise<Settings> {
  const parsed = settingsPatchSchema.safeParse(patch);
  if (!parsed.success) {
    const { message, param } = describeIssue(parsed.error);
    throw new ValidationError({ message, param });
  }
  return db.transaction('rw', db.kv, async () => {
    const overrides = await readOverrides(db);
    const next: Overrides = { ...defined(overrides), ...defined(parsed.data), cacheTtl: { ...defined(overrides.cacheTtl), ...defined(parsed.data.cacheTtl) } };
    await db.kv.put({ key: SETTINGS_KEY, value: next });
    return merge(defaultSettings(defaults), next);
  });
}
