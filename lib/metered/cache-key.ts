// How a cached answer is named: the scope (base URL and account) + endpoint id + canonical JSON of the
// parsed parameters. Pure, so the client, the cache and the database's migrations name entries alike.
import type { EndpointId } from '@/lib/api/catalog';

/** JSON with object keys sorted at every depth and undefined dropped: equal params, equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The base URL (trailing slashes dropped) and the account's opaque id (lib/keys/key-store.ts). */
export function scopeOf(baseUrl: string, account: string): string {
  return `${baseUrl.replace(/\/+$/, '')}|${account}`;
}

/** `scope` names the base URL and account the answer came from (scopeOf, ApiClient.scope()). */
export function cacheKey(scope: string, endpoint: EndpointId, params: unknown): string {
  return `${scope}#${endpoint}:${canonicalJson(params)}`;
}
