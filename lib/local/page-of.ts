// Which site a page's on-page rows are hidden on, and the address a "Not right?" report names: the
// page's origin only (scheme, host, port). Its path, query string or fragment can carry a session, a
// reset token or an email.
import { resolveTarget } from '@/lib/domain/resolve';

export function pageOf(url: string | null): { site: string | null; page: string | null } {
  let parsed: URL;
  try {
    parsed = new URL(url ?? '');
  } catch {
    return { site: null, page: null };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { site: null, page: null };
  const target = resolveTarget(parsed.href);
  return { site: target.ok ? target.domain : null, page: parsed.origin };
}
