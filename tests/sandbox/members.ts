// Audience member input (contract.md): normalised (lowercase, no scheme, path, port or leading www.),
// deduplicated, and anything that is not a domain name rejected with a reason.
import { DOMAIN_RE } from '../../lib/api/schemas';
import type { AudienceState } from './state';

const IPV4_RE = /^\d{1,3}(\.\d{1,3}){3}$/;

export function normaliseDomain(input: string): { domain: string } | { reason: string } {
  const raw = input.trim().toLowerCase();
  if (!raw) return { reason: 'empty input' };
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//.test(raw) ? raw : `http://${raw}`).hostname;
  } catch {
    return { reason: 'not a domain name' };
  }
  host = host.replace(/\.$/, '').replace(/^www\./, '');
  if (IPV4_RE.test(host) || host.startsWith('[')) return { reason: 'IP addresses are not accepted, only domain names' };
  if (!DOMAIN_RE.test(host)) return { reason: 'not a domain name' };
  return { domain: host };
}

export interface AddResult {
  added: number;
  duplicates: number;
  rejected: { input: string; reason: string }[];
}

/** Adds the inputs to the audience; an input already present (or repeated) counts as a duplicate. */
export function addMembers(a: AudienceState, inputs: readonly string[], now: Date): AddResult {
  const result: AddResult = { added: 0, duplicates: 0, rejected: [] };
  for (const input of inputs) {
    const n = normaliseDomain(input);
    if ('reason' in n) {
      result.rejected.push({ input, reason: n.reason });
    } else if (a.members.has(n.domain)) {
      result.duplicates += 1;
    } else {
      a.members.set(n.domain, { domain: n.domain, added_at: now.toISOString(), last_scanned_at: null });
      result.added += 1;
    }
  }
  if (result.added > 0) {
    a.audience.size = a.members.size;
    a.audience.updated_at = now.toISOString();
    a.profiles.clear();
  }
  return result;
}
