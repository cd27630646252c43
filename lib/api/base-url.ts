// Which API base URLs may receive the key. Every request carries it in the Authorization header, so
// it goes only over https; plain http is allowed only to this computer (loopback), where a developer
// runs the sandbox. One rule, read by the settings schema, the message inputs, the Settings form and
// the build configuration (wxt.config.ts).

import { z } from 'zod';

/** Host names that never leave this computer. `URL` writes IPv6 hosts in brackets. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/** Why a base URL is refused: the settings page words it in the reader's language (lib/display/error-text.ts). */
export type BaseUrlProblem = 'too_long' | 'not_url' | 'credentials' | 'query' | 'insecure' | 'scheme';

/** The longest base URL accepted. */
export const MAX_BASE_URL = 2000;

/**
 * `message` is the English wording (schemas, the build); `host` is named by 'insecure', `max` by
 * 'too_long' (so a page words it without importing this module, which brings zod).
 */
export type BaseUrlCheck = { ok: true; url: string } | { ok: false; problem: BaseUrlProblem; message: string; host?: string; max?: number };

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname.toLowerCase());
}

/** The normalised base URL (no trailing slash), or why it is refused, in words a person can act on. */
export function checkBaseUrl(input: string): BaseUrlCheck {
  const text = input.trim();
  if (text.length > MAX_BASE_URL) return { ok: false, problem: 'too_long', max: MAX_BASE_URL, message: 'The API base URL must be at most 2,000 characters.' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, problem: 'not_url', message: 'The API base URL must be a full address such as https://api.example.com.' };
  }
  if (url.username || url.password) {
    return { ok: false, problem: 'credentials', message: 'The API base URL must not contain a user name or password: StackLens sends the key in a header.' };
  }
  if (url.search || url.hash) {
    return { ok: false, problem: 'query', message: 'The API base URL must not contain a query (?…) or fragment (#…).' };
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    return {
      ok: false,
      problem: 'insecure',
      host: url.hostname,
      message: `The API base URL must start with https://. Your key is sent with every request, and http:// would send it unencrypted to ${url.hostname}. Plain http:// is accepted only for this computer (127.0.0.1, ::1, localhost), for development.`,
    };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, problem: 'scheme', message: 'The API base URL must start with https:// (http:// only for 127.0.0.1, ::1 or localhost).' };
  }
  return { ok: true, url: url.href.replace(/\/+$/, '') };
}

/** The same rule as a schema: a refused URL's message is the one above. */
export const baseUrlSchema = z
  .string()
  .max(MAX_BASE_URL, { error: 'The API base URL must be at most 2,000 characters.' })
  .superRefine((value, ctx) => {
    const check = checkBaseUrl(value);
    if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message });
  });
