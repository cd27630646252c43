// Schema v7 (2026-11-24) names every cache entry by base URL and account (lib/metered/cache-key.ts).
// The answers a StackLens of schema v6 or earlier cached were bought by the key stored at the upgrade,
// from the base URL stored then: they are re-keyed under that scope, not dropped, so nothing the user
// paid for is bought again after an update.
import type { Transaction } from 'dexie';
import { baseUrlSchema } from '@/lib/api/base-url';
import { endpoints, type EndpointId } from '@/lib/api/catalog';
import { parseParams } from '@/lib/api/request';
import { cacheKey, scopeOf } from '@/lib/metered/cache-key';
import { KV_ACCOUNT, KV_API_KEY, KV_SETTINGS } from './kv-keys';

interface UnscopedRow {
  /** `${endpoint}:${canonical JSON of the parsed parameters}`, as v1–v6 wrote it. */
  key: string;
  endpoint: string;
  kind: unknown;
}

/** The base URL the worker uses: the stored one if today's rule still accepts it (as getSettings reads it), else the build's. */
async function storedBaseUrl(tx: Transaction, defaultBaseUrl: string): Promise<string> {
  const settings = (await tx.table('kv').get(KV_SETTINGS))?.value as { baseUrl?: unknown } | undefined;
  const stored = baseUrlSchema.safeParse(settings?.baseUrl);
  return (stored.success && stored.data) || defaultBaseUrl;
}

/**
 * The account of the stored key: an opaque local id (never derived from the key or asked of the
 * server), created here as accountScope() would on first use. No key stored: the account the answers
 * belong to is unknown (the next key may be another account's), so they are dropped.
 */
async function storedAccount(tx: Transaction): Promise<string | null> {
  const kv = tx.table('kv');
  if (typeof (await kv.get(KV_API_KEY))?.value !== 'string') return null;
  const account = (await kv.get(KV_ACCOUNT))?.value;
  if (typeof account === 'string') return account;
  const id = crypto.randomUUID();
  await kv.put({ key: KV_ACCOUNT, value: id });
  return id;
}

/** The row under its scoped key, or null when today's catalog can no longer ask for it (it would never be read). */
function rekey(row: UnscopedRow, scope: string): (UnscopedRow & { kind: string }) | null {
  const endpoint = row.endpoint as EndpointId;
  const def = Object.prototype.hasOwnProperty.call(endpoints, endpoint) ? endpoints[endpoint] : null;
  if (!def?.cache || !row.key.startsWith(`${endpoint}:`)) return null;
  try {
    // Parsed again, as the client parses before naming: a parameter default added since is named alike.
    const params = parseParams(endpoint, JSON.parse(row.key.slice(endpoint.length + 1)) as never);
    return { ...row, key: cacheKey(scope, endpoint, params), kind: def.cache };
  } catch {
    return null;
  }
}

/** Re-keys every cache row (all are unscoped before v7) under the stored base URL and account. */
export async function rekeyUnscopedCache(tx: Transaction, defaultBaseUrl: string): Promise<void> {
  const cache = tx.table('cache');
  const rows = (await cache.toArray()) as UnscopedRow[];
  await cache.clear();
  if (rows.length === 0) return;
  const account = await storedAccount(tx);
  if (account === null) return;
  const scope = scopeOf(await storedBaseUrl(tx, defaultBaseUrl), account);
  const scoped = rows.map((row) => rekey(row, scope)).filter((row) => row !== null);
  await cache.bulkPut(scoped);
}
