// What a build may point at, decided once at build time (wxt.config.ts) and tested as a pure function.
// A development build (`wxt` dev server, `npm start`, the e2e builds: STACKLENS_DEV_BUILD=1) talks to
// the sandbox on loopback by default. A release build (`npm run build`, `npm run zip`) has no default
// API base URL unless STACKLENS_API_BASE_URL gives an https one: first-run setup then asks for it, so
// a real key pasted into a store build never goes to whatever listens on a loopback port.
import { checkBaseUrl } from './api/base-url';

export const SANDBOX_URL = 'http://127.0.0.1:8787';

export interface BuildInput {
  /** WXT's mode: 'development' for the dev server, 'production' for `wxt build`/`wxt zip` */
  mode: string;
  env: Record<string, string | undefined>;
}

export interface BuildDefaults {
  development: boolean;
  /** '' when the build has none: Settings asks for it. */
  apiBaseUrl: string;
}

export function buildDefaults({ mode, env }: BuildInput): BuildDefaults {
  const development = mode === 'development' || env.STACKLENS_DEV_BUILD === '1';
  const given = env.STACKLENS_API_BASE_URL?.trim();
  if (!given) return { development, apiBaseUrl: development ? SANDBOX_URL : '' };
  const check = checkBaseUrl(given);
  if (!check.ok) throw new Error(`STACKLENS_API_BASE_URL: ${check.message}`);
  if (!development && !check.url.startsWith('https://')) {
    throw new Error('STACKLENS_API_BASE_URL must be an https:// address in a release build (plain http to loopback only with STACKLENS_DEV_BUILD=1).');
  }
  return { development, apiBaseUrl: check.url };
}

/**
 * Where "Not right?" reports go, set at build time: STACKLENS_REPORT_URL, the project's issue form
 * (https; the report is put in its `title` and `body` fields), or STACKLENS_REPORT_EMAIL, the maker's
 * address (a mailto: link). '' when neither is set: the report is only copied.
 */
export function reportDestination(env: Record<string, string | undefined>): string {
  const url = env.STACKLENS_REPORT_URL?.trim();
  const email = env.STACKLENS_REPORT_EMAIL?.trim();
  if (url && email) throw new Error('Set STACKLENS_REPORT_URL or STACKLENS_REPORT_EMAIL, not both.');
  if (url) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new Error(`STACKLENS_REPORT_URL must be a full https:// address (got "${url}").`);
    }
    if (parsed.protocol !== 'https:' || parsed.username || parsed.password)
      throw new Error('STACKLENS_REPORT_URL must be an https:// address without credentials.');
    return parsed.href;
  }
  if (email) {
    if (!/^[^\s@?&#/:]+@[a-z0-9.-]+\.[a-z]{2,}$/i.test(email)) throw new Error(`STACKLENS_REPORT_EMAIL must be one email address (got "${email}").`);
    return `mailto:${email}`;
  }
  return '';
}
