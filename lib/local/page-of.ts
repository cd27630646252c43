// Which site a page's on-page rows are hidden on, and the address a "Not right?" report names: the
// scheme, host and path only. A query string or fragment can carry a session, a token or an email.
import { resolveTarget } from '@/lib/domain/resolve';

/** An address longer than this is cut (a page can lengthen its own path at will). */
export const PAGE_ADDRESS_CHARS = 300;

export function pageOf(url: string | null): { site: string | null; page: string | null } {
  let parsed: URL;
  try {
    parsed = new URL(url ?? '');
  } catch {
    return { site: null, page: null };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { site: null, page: null };
  const target = resolveTarget(parsed.href);
  const page = `${parsed.origin}${parsed.pathname}`;
  return {
    site: target.ok ? target.domain : null,
    page: page.length > PAGE_ADDRESS_CHARS ? `${page.slice(0, PAGE_ADDRESS_CHARS - 1)}…` : page,
  };
}
