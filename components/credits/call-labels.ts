// Calls in the user's words: "Signal search — Klaviyo adopters, Oct 27 to Nov 26, page 1", "Audience
// profile — SaaS targets Q1", not the ledger's parameter summary ("type=adoption technology=705 …
// limit=25 offset=0", "id=aud_4"). One describer per endpoint (DESCRIBERS: the compiler asks for a
// new endpoint's); ids are named from what this browser knows (technologies, audiences, lead lists,
// jobs, alerts) and never shown raw. The server's usage may name an endpoint by id or by path.
import { toUnicode } from 'punycode/punycode.es6.js';
import { endpoints, type EndpointId } from '@/lib/api/catalog';
import { formatDay, formatNumber } from '@/lib/display/format';

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

/** Names this browser knows for the ids a call carries (server ids: aud_…, ll_…, job ids, alert ids). */
export interface CallNames {
  technologies?: Readonly<Record<number, string>>;
  audiences?: Readonly<Record<string, string>>;
  leadLists?: Readonly<Record<string, string>>;
  /** A job by what it did, for its status calls: "refresh of “SaaS targets”". */
  jobs?: Readonly<Record<string, string>>;
  /** A job by what it worked on, for its charge row: "SaaS targets" (the endpoint says it was a refresh). */
  jobSubjects?: Readonly<Record<string, string>>;
  alerts?: Readonly<Record<string, string>>;
}

/** The ledger's parameter summary read back: `key=value` pairs (a value may hold spaces), words without a key under ''. */
export function parseSummary(text: string): Map<string, string> {
  const out = new Map<string, string>();
  const parts = text.trim().split(/\s+(?=[a-z_]+=)/);
  for (const part of parts) {
    const m = /^([a-z_]+)=([^]*)$/.exec(part);
    if (m) out.set(m[1]!, m[2]!);
    else if (part) out.set('', [out.get(''), part].filter(Boolean).join(' '));
  }
  return out;
}

type Params = Map<string, string>;
type Describer = (p: Params, names: CallNames) => string;

const unicode = (domain: string) => {
  try {
    return domain.includes('xn--') ? toUnicode(domain) : domain;
  } catch {
    return domain;
  }
};
const quoted = (text: string | undefined) => (text ? `“${text}”` : '');
const join = (...parts: (string | undefined | false)[]) => parts.filter(Boolean).join(', ');
const count = (n: number, noun: string, plural = `${noun}s`) => `${formatNumber(n)} ${n === 1 ? noun : plural}`;

/** A summarised list, "[3: a.com,b.com,c.com]", as its items and its length. */
function list(value: string | undefined): { items: string[]; length: number } {
  const m = value ? /^\[(\d+): ?([^\]]*)\]?$/.exec(value) : null;
  if (!m) return { items: [], length: 0 };
  return { items: m[2]!.split(',').filter((x) => x && x !== '…'), length: Number(m[1]) };
}
function listText(value: string | undefined, noun: string, show: (item: string) => string = (x) => x): string {
  const { items, length } = list(value);
  if (length === 0) return '';
  const shown = items.map(show).join(', ');
  return length > items.length ? `${count(length, noun)}: ${shown} and ${formatNumber(length - items.length)} more` : shown;
}

const domain = (p: Params) => unicode(p.get('domain') ?? '');
const technology = (id: string | undefined, names: CallNames) =>
  id && /^\d+$/.test(id) ? (names.technologies?.[Number(id)] ?? 'a technology not seen in this browser') : (id ?? '');
const named = (map: Readonly<Record<string, string>> | undefined, id: string | undefined, fallback: string) => (id && map?.[id]) || fallback;
const audience = (p: Params, names: CallNames) => named(names.audiences, p.get('id'), 'an audience');
const leadList = (id: string | undefined, names: CallNames) => named(names.leadLists, id, 'a lead list');
const alert = (p: Params, names: CallNames) => named(names.alerts, p.get('id'), 'an alert');

/** "page 2" from limit and offset (the first page is named too: the call asked for it). */
function page(p: Params): string {
  const limit = Number(p.get('limit'));
  const offset = Number(p.get('offset') ?? 0);
  return limit > 0 && Number.isFinite(offset) ? `page ${formatNumber(Math.floor(offset / limit) + 1)}` : '';
}

/** "Oct 27 to Nov 26", "since Oct 27", "until Nov 26". */
function span(from: string | undefined, to: string | undefined): string {
  const day = (d: string) => formatDay(d, from !== undefined && to !== undefined && from.slice(0, 4) !== to.slice(0, 4));
  if (from && to) return `${day(from)} to ${day(to)}`;
  if (from) return `since ${day(from)}`;
  return to ? `until ${day(to)}` : '';
}

const FILTER_WORDS: Record<string, (v: string) => string> = {
  country: (v) => `in ${v}`,
  state: (v) => `in ${v}`,
  city: (v) => `in ${v}`,
  industry: (v) => v,
  industry_code: (v) => `industry code ${v}`,
  employees: (v) => `${v} employees`,
  company_type: (v) => v.replace(/_/g, ' '),
  founded_min: (v) => `founded ${v} or later`,
  founded_max: (v) => `founded ${v} or earlier`,
};
const filters = (p: Params) =>
  join(
    ...Object.entries(FILTER_WORDS)
      .filter(([k]) => p.get(k))
      .map(([k, say]) => say(p.get(k)!)),
  );

/** "Klaviyo adopters", "sites that dropped Klaviyo", "from Mailchimp to Klaviyo". */
function signal(p: Params, names: CallNames): string {
  const tech = technology(p.get('technology'), names);
  const other = technology(p.get('other_technology'), names);
  const what: Record<string, string> = {
    adoption: `${tech} adopters`,
    churn: `sites that dropped ${tech}`,
    switch: `switches from ${other} to ${tech}`,
    gap: `${tech} users without ${other}`,
  };
  return what[p.get('type') ?? ''] ?? `${p.get('type') ?? 'signals'} of ${tech}`;
}

/** A job's charge row ("job=ll_1 completed rows=120"): what it was and what it delivered. */
function jobCharge(p: Params, names: CallNames, what: string): string {
  const id = (p.get('job') ?? '').split(' ')[0];
  const delivered = p.has('rows')
    ? count(Number(p.get('rows')), 'row') + ' delivered'
    : p.has('crawled')
      ? count(Number(p.get('crawled')), 'site') + ' crawled'
      : '';
  return join(named(names.jobSubjects, id, named(names.leadLists, id, what)), delivered);
}

const none: Describer = () => '';

export const DESCRIBERS: Record<EndpointId, Describer> = {
  'domain.technologies': domain,
  'domain.history': domain,
  'technology.domains': (p) => p.get('name') ?? '',
  'technology.info': (p, n) => technology(p.get('id'), n),
  'technology.byName': (p) => p.get('name') ?? '',
  'technologies.search': (p) => join(p.get('search') ? quoted(p.get('search')) : 'all technologies', page(p)),
  'technologies.lookup': (p) => listText(p.get('names'), 'name'),
  'technology.stats': (p, n) => technology(p.get('id'), n),
  'technology.history': (p, n) => join(technology(p.get('id'), n), p.get('years') && `last ${count(Number(p.get('years')), 'year')}`),
  'category.marketShare': (p) => join(`category ${p.get('id') ?? ''}`.trim(), p.get('limit') && `top ${p.get('limit')}`),
  'technology.companies': (p, n) => join(technology(p.get('id'), n), filters(p), page(p)),
  'company.get': domain,
  'companies.search': (p) => join(quoted(p.get('search')), filters(p), page(p)),
  'companies.batch': (p) => listText(p.get('domains'), 'domain', unicode),
  'live.detect': (p) =>
    join(
      (p.get('url') ?? '').replace(/^https?:\/\/([^/]+)\/?$/, (_, host: string) => unicode(host)),
      p.get('mode') && `${p.get('mode')} mode`,
    ),
  'ai.extract': (p) => [domain(p), quoted(p.get('question'))].filter(Boolean).join(': '),
  'account.usage': (p) => span(p.get('start_date'), p.get('end_date')),
  'account.credits': none,
  'keys.usage': (p) => span(p.get('start_date'), p.get('end_date')),
  'keys.list': none,
  'keys.create': (p) => quoted(p.get('name')),
  'keys.revoke': none,
  'signals.query': (p, n) => join(signal(p, n), span(p.get('since'), p.get('until')), filters(p), page(p)),
  'signals.export': (p, n) =>
    join(signal(p, n), span(p.get('since'), p.get('until')), filters(p), p.get('max_rows') && `up to ${count(Number(p.get('max_rows')), 'row')}`),
  'alerts.list': none,
  'alerts.create': (p) => quoted(p.get('name')),
  'alerts.get': alert,
  'alerts.update': alert,
  'alerts.delete': alert,
  'alerts.test': alert,
  'audiences.list': none,
  'audiences.create': (p, n) => (p.has('job') ? jobCharge(p, n, 'a new audience') : quoted(p.get('name'))),
  'audiences.get': audience,
  'audiences.update': (p, n) => join(audience(p, n), p.get('name') && `renamed to ${quoted(p.get('name'))}`),
  'audiences.delete': audience,
  'audiences.members': (p, n) => join(audience(p, n), page(p)),
  'audiences.addMembers': (p, n) => join(audience(p, n), list(p.get('domains')).length > 0 && count(list(p.get('domains')).length, 'site')),
  'audiences.removeMember': (p, n) => join(audience(p, n), domain(p)),
  'audiences.profile': (p, n) =>
    join(audience(p, n), p.get('technology') && `sites using ${p.get('technology')}`, p.get('category') && `category ${p.get('category')}`),
  'audiences.refresh': (p, n) => (p.has('job') ? jobCharge(p, n, 'an audience refresh') : audience(p, n)),
  'jobs.get': (p, n) => named(n.jobs, p.get('id'), named(n.leadLists, p.get('id'), 'a job')),
  'leadLists.create': (p, n) =>
    p.has('job') ? jobCharge(p, n, 'a lead list') : join(quoted(p.get('name')), p.get('max_rows') && `up to ${count(Number(p.get('max_rows')), 'row')}`),
  'leadLists.list': none,
  'leadLists.get': (p, n) => leadList(p.get('id'), n),
  'leadLists.rows': (p, n) => join(leadList(p.get('id'), n), page(p)),
  'leadLists.delete': (p, n) => leadList(p.get('id'), n),
};

/** What a call was about, in words ('' when the endpoint's name says it all). */
export function describeParams(endpoint: string, params: string, names: CallNames = {}): string {
  const describe = (DESCRIBERS as Record<string, Describer>)[endpoint];
  if (!params.trim()) return '';
  const text = describe ? describe(parseSummary(params), names) : params;
  return text.replace(/\s+/g, ' ').trim();
}

/** "Signal search — Klaviyo adopters, Oct 27 to Nov 26, page 1": a call as a person would say it. */
export function describeCall(endpoint: string, params: string, names: CallNames = {}): string {
  const about = describeParams(endpoint, params, names);
  return about ? `${endpointLabel(endpoint)} — ${about}` : endpointLabel(endpoint);
}

const NO_ANSWER = new Set(['unanswered', 'network', 'timeout', 'aborted']);
const FAILED_KIND: Record<string, string> = {
  authentication: 'key rejected',
  permission: 'not in your plan',
  not_found: 'not found',
  validation: 'request refused',
  conflict: 'conflict',
  rate_limit: 'rate limited',
  insufficient_credits: 'not enough credits',
  budget: 'over your budget',
  server: 'server error',
  response_validation: 'unreadable answer',
  too_large: 'answer too large',
  no_key: 'no key',
  storage_full: 'storage full',
};

/** One status vocabulary for the ledger: "Succeeded", "Failed — not found", "Canceled", "No answer", "Waiting for answer". */
export function statusText(status: number | string, state?: string): string {
  if (state === 'unknown') return 'No answer';
  if (state === 'pending' || status === 'pending') return 'Waiting for answer';
  if (typeof status === 'number' || /^\d{3}$/.test(status)) {
    const code = Number(status);
    return code >= 200 && code < 300 ? 'Succeeded' : `Failed — HTTP ${code}`;
  }
  if (status === 'completed') return 'Succeeded';
  if (status === 'canceled' || status === 'cancelled') return 'Canceled';
  if (status === 'failed') return 'Failed';
  if (NO_ANSWER.has(status)) return 'No answer';
  return FAILED_KIND[status] ? `Failed — ${FAILED_KIND[status]}` : status.replace(/_/g, ' ');
}
