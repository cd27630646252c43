// Bearer authentication (published): `Authorization: Bearer tapi_(live|test)_…` only; a key in the
// query string is refused, a revoked key stops working at once.
import { API_KEY_RE } from '../../lib/api/schemas';
import type { Account, ApiKeyState } from './accounts';
import type { SandboxState } from './state';

export const INVALID_KEY_MESSAGE = 'API key is missing or invalid';
export const QUERY_KEY_MESSAGE = 'API keys are accepted only in the Authorization header (Authorization: Bearer <key>), never in the query string';

export type AuthResult = { ok: true; key: ApiKeyState; account: Account } | { ok: false; key?: ApiKeyState; account?: Account };

const QUERY_KEY_NAMES = new Set(['api_key', 'apikey', 'key', 'access_token', 'token']);

/** `?api_key=`, `?key=`, or a key-shaped value anywhere in the query string. */
export function keyInQuery(url: URL): boolean {
  for (const [name, value] of url.searchParams) {
    if (QUERY_KEY_NAMES.has(name.toLowerCase()) || /tapi_(live|test)_/.test(value)) return true;
  }
  return /tapi_(live|test)_/.test(url.search);
}

/** The key and its account. A revoked key is refused everywhere, at once (published-spec.md). */
export function authenticate(state: SandboxState, header: string | undefined): AuthResult {
  const secret = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
  if (!secret || !API_KEY_RE.test(secret)) return { ok: false };
  const key = state.accounts.bySecret(secret);
  if (!key) return { ok: false };
  const account = state.accounts.account(key.accountId);
  return key.status === 'active' ? { ok: true, key, account } : { ok: false, key, account };
}
