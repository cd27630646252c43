// Calls in the user's words: "Domain lookup · bücher.de" or "Technology trend · Shopify", not the
// catalog's ids ("technology.history id=705") or punycode. The server's usage may name an endpoint by
// id or by path; either is shown by its name, and anything unknown as it came.
import { toUnicode } from 'punycode/punycode.es6.js';
import { endpoints, type EndpointId } from '@/lib/api/catalog';

export const ENDPOINT_LABELS: Record<EndpointId, string> = {
  'domain.technologies': 'Domain lookup',
  'domain.history': 'Domain history',
  'technology.domains': 'Sites using a technology',
  'technology.info': 'Technology description',
  'technology.byName': 'Technology by name',
  'technologies.search': 'Technology search',
  'technologies.lookup': 'Technology name matching',
  'technology.stats': 'Technology usage',
  'technology.history': 'Technology trend',
  'category.marketShare': 'Market share',
  'technology.companies': 'Companies using a technology',
  'company.get': 'Company profile',
  'companies.search': 'Company search',
  'companies.batch': 'Company batch lookup',
  'live.detect': 'Live detection',
  'ai.extract': 'AI extractor',
  'account.usage': 'Account usage',
  'account.credits': 'Credit balance',
  'keys.usage': 'Key usage',
  'keys.list': 'Key list',
  'keys.create': 'New key',
  'keys.revoke': 'Key revoked',
  'signals.query': 'Signal search',
  'signals.export': 'Signal export',
  'alerts.list': 'Alert list',
  'alerts.create': 'New alert',
  'alerts.get': 'Alert',
  'alerts.update': 'Alert change',
  'alerts.delete': 'Alert deleted',
  'alerts.test': 'Alert test',
  'audiences.list': 'Audience list',
  'audiences.create': 'New audience',
  'audiences.get': 'Audience',
  'audiences.update': 'Audience change',
  'audiences.delete': 'Audience deleted',
  'audiences.members': 'Audience members',
  'audiences.addMembers': 'Sites added to an audience',
  'audiences.removeMember': 'Site removed from an audience',
  'audiences.profile': 'Audience profile',
  'audiences.refresh': 'Audience refresh',
  'jobs.get': 'Job status',
  'leadLists.create': 'Lead list',
  'leadLists.list': 'Lead list overview',
  'leadLists.get': 'Lead list status',
  'leadLists.rows': 'Lead list rows',
  'leadLists.delete': 'Lead list deleted',
};

const BY_PATH = new Map<string, string>();
for (const [id, def] of Object.entries(endpoints)) if (!BY_PATH.has(def.path)) BY_PATH.set(def.path, ENDPOINT_LABELS[id as EndpointId]);

/** An endpoint's name for people, from its id or its path. */
export function endpointLabel(endpoint: string): string {
  return (ENDPOINT_LABELS as Record<string, string>)[endpoint] ?? BY_PATH.get(endpoint.replace(/\?.*$/, '')) ?? endpoint;
}

const unicode = (domain: string) => {
  try {
    return domain.includes('xn--') ? toUnicode(domain) : domain;
  } catch {
    return domain;
  }
};

/**
 * What a call was about, from the ledger's key-free parameter summary ("domain=xn--bcher-kva.de",
 * "id=705 years=12"): domains in Unicode, a technology id by its name when `names` knows it.
 */
export function describeParams(endpoint: string, params: string, names: Readonly<Record<number, string>> = {}): string {
  const technologyId = endpoint.startsWith('technology.');
  if (!params.trim()) return '';
  return params
    .split(' ')
    .map((part) => {
      const eq = part.indexOf('=');
      if (eq < 0) return part;
      const key = part.slice(0, eq);
      const value = part.slice(eq + 1);
      if (key === 'domain') return unicode(value);
      if (key === 'url') return value.replace(/^https?:\/\/([^/]+)\/?$/, (_, host: string) => unicode(host));
      if (key === 'id' && technologyId && /^\d+$/.test(value)) return names[Number(value)] ?? `technology #${value}`;
      if (key === 'id' && endpoint === 'category.marketShare') return `category #${value}`;
      if (key === 'name') return value;
      return `${key.replace(/_/g, ' ')} ${value}`;
    })
    .join(' · ');
}
