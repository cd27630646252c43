// Domain names: which site a tab URL, a typed domain or a pasted URL stands for. The lookup key is the
// registrable domain (Public Suffix List, via tldts) in ASCII; people see it in Unicode.
import { parse } from 'tldts';
import { displayDomain } from '@/lib/display/server-strings';
import { t } from '@/lib/i18n';
import { domainProblem, type NotASiteReason } from './problems';

export { domainProblem };

export type { NotASiteReason } from './problems';

export type Target =
  | {
      ok: true;
      /** Registrable domain in ASCII (punycode): what is looked up. */
      domain: string;
      /** The same in Unicode, for people. */
      display: string;
      /** The full host name in Unicode. */
      hostname: string;
      /** The subdomain it came from (Unicode), or null at the apex or www. */
      subdomain: string | null;
    }
  | {
      ok: false;
      reason: NotASiteReason;
      /** domainProblem(reason): what a list of refused lines shows beside each line. */
      problem: string;
      /** A sentence for one typed input: what is wrong with it and what is allowed. */
      message: string;
    };

const BROWSER_SCHEMES =
  /^(chrome|chrome-extension|chrome-search|chrome-untrusted|moz-extension|about|edge|brave|opera|vivaldi|view-source|devtools|data|blob|javascript|resource|wyciwyg):/i;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

const fail = (reason: NotASiteReason, message: string): Target => ({ ok: false, reason, problem: domainProblem(reason), message });

/** A name's labels: none empty, none over 63 characters (in ASCII), none starting or ending with a hyphen. */
function labelProblem(host: string): NotASiteReason | null {
  const labels = host.split('.');
  if (labels.some((label) => label === '')) return 'empty_label';
  if (labels.some((label) => label.length > 63)) return 'label_too_long';
  if (labels.some((label) => label.startsWith('-') || label.endsWith('-'))) return 'hyphen';
  return null;
}

export function resolveTarget(input: string): Target {
  const text = input.trim();
  if (!text) return fail('empty', t('errors_domainEmpty'));
  if (/^file:/i.test(text)) return fail('file', t('errors_domainFile'));
  if (BROWSER_SCHEMES.test(text)) {
    return fail('browser_page', t('errors_domainBrowserPage'));
  }
  const shown = text.slice(0, 80);
  const refuse = (reason: NotASiteReason) => fail(reason, t('errors_domainRefused', [shown, domainProblem(reason)]));
  const invalid = () => refuse('invalid');
  // A space or other stray character in the host is no domain. Chromium's URL parser would keep it,
  // percent-encoded ("not%20a%20domain"), and the line would be refused for the wrong reason.
  const rawHost = text
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .split(/[/?#]/)[0]!
    .replace(/^[^@]*@/, '');
  if (/[\s%"'<>\\^`{|}]/.test(rawHost)) return invalid();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`);
  } catch {
    return invalid();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return fail('browser_page', t('errors_domainScheme', [shown]));
  }
  const host = url.hostname.replace(/\.$/, '');
  if (IPV4.test(host) || host.startsWith('[')) return fail('ip', t('errors_domainIp', [host]));
  if (host === 'localhost' || host.endsWith('.localhost')) return fail('localhost', t('errors_domainLocalhost'));
  if (host.length > 253) return refuse('too_long');
  const labels = labelProblem(host);
  if (labels) return refuse(labels);
  // After the URL parser, a name is ASCII (IDNs in punycode): anything else is no domain name.
  if (!/^[a-z0-9._-]+$/.test(host)) return invalid();
  const info = parse(host, { allowPrivateDomains: false });
  if (!info.domain || !info.isIcann) {
    return fail('no_suffix', t('errors_domainNoSuffix', [displayDomain(host)]));
  }
  const sub = info.subdomain && info.subdomain !== 'www' ? displayDomain(info.subdomain) : null;
  // Shown in Unicode only when no label mixes scripts (lib/display/server-strings.ts).
  return { ok: true, domain: info.domain, display: displayDomain(info.domain), hostname: displayDomain(host), subdomain: sub };
}

export interface Normalized {
  /** Registrable domains in ASCII, unique, in the order first seen. */
  domains: string[];
  /** Inputs that are not public domains, with why. */
  rejected: { input: string; reason: string }[];
  /** How many inputs named a domain already listed. */
  duplicates: number;
}

/** Many lines (URLs, www. names, IDNs) to unique registrable domains, and the rest with a reason. */
export function normalizeDomains(inputs: readonly string[]): Normalized {
  const seen = new Set<string>();
  const out: Normalized = { domains: [], rejected: [], duplicates: 0 };
  for (const raw of inputs) {
    const input = raw.trim();
    if (!input) continue;
    const target = resolveTarget(input);
    if (!target.ok) out.rejected.push({ input, reason: target.problem });
    else if (seen.has(target.domain)) out.duplicates++;
    else {
      seen.add(target.domain);
      out.domains.push(target.domain);
    }
  }
  return out;
}
