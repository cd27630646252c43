// Calls in the user's words: "Signal search — Klaviyo adopters, Oct 27 to Nov 26, page 1", "Audience
// profile — SaaS targets Q1", not the ledger's parameter summary ("type=adoption technology=705 …
// limit=25 offset=0", "id=aud_4"). One describer per endpoint (DESCRIBERS: the compiler asks for a
// new endpoint's); ids are named from what this browser knows (technologies, audiences, lead lists,
// jobs, alerts) and never shown raw. The server's usage may name an endpoint by id or by path.
import { toUnicode } from 'punycode/punycode.es6.js';
import { endpoints, type EndpointId } from '@/lib/api/catalog';
import { formatNumber, formatSentenceDay } from '@/lib/display/format';
import { t, tn } from '@/lib/i18n';
import { companyTypeLabel } from '@/lib/display/api-values';

/** An endpoint's name for people, read in the UI language when shown. */
export const ENDPOINT_LABELS: Record<EndpointId, () => string> = {
  'domain.technologies': () => t('credits_epDomainTechnologies'),
  'domain.history': () => t('credits_epDomainHistory'),
  'technology.domains': () => t('credits_epTechnologyDomains'),
  'technology.info': () => t('credits_epTechnologyInfo'),
  'technology.byName': () => t('credits_epTechnologyByName'),
  'technologies.search': () => t('credits_epTechnologiesSearch'),
  'technologies.lookup': () => t('credits_epTechnologiesLookup'),
  'technology.stats': () => t('credits_epTechnologyStats'),
  'technology.history': () => t('credits_epTechnologyHistory'),
  'category.marketShare': () => t('credits_epCategoryMarketShare'),
  'technology.companies': () => t('credits_epTechnologyCompanies'),
  'company.get': () => t('credits_epCompanyGet'),
  'companies.search': () => t('credits_epCompaniesSearch'),
  'companies.batch': () => t('credits_epCompaniesBatch'),
  'live.detect': () => t('credits_epLiveDetect'),
  'ai.extract': () => t('credits_epAiExtract'),
  'account.usage': () => t('credits_epAccountUsage'),
  'account.credits': () => t('credits_epAccountCredits'),
  'keys.usage': () => t('credits_epKeysUsage'),
  'keys.list': () => t('credits_epKeysList'),
  'keys.create': () => t('credits_epKeysCreate'),
  'keys.revoke': () => t('credits_epKeysRevoke'),
  'signals.query': () => t('credits_epSignalsQuery'),
  'signals.export': () => t('credits_epSignalsExport'),
  'alerts.list': () => t('credits_epAlertsList'),
  'alerts.create': () => t('credits_epAlertsCreate'),
  'alerts.get': () => t('credits_epAlertsGet'),
  'alerts.update': () => t('credits_epAlertsUpdate'),
  'alerts.delete': () => t('credits_epAlertsDelete'),
  'alerts.test': () => t('credits_epAlertsTest'),
  'audiences.list': () => t('credits_epAudiencesList'),
  'audiences.create': () => t('credits_epAudiencesCreate'),
  'audiences.get': () => t('credits_epAudiencesGet'),
  'audiences.update': () => t('credits_epAudiencesUpdate'),
  'audiences.delete': () => t('credits_epAudiencesDelete'),
  'audiences.members': () => t('credits_epAudiencesMembers'),
  'audiences.addMembers': () => t('credits_epAudiencesAddMembers'),
  'audiences.removeMember': () => t('credits_epAudiencesRemoveMember'),
  'audiences.profile': () => t('credits_epAudiencesProfile'),
  'audiences.refresh': () => t('credits_epAudiencesRefresh'),
  'jobs.get': () => t('credits_epJobsGet'),
  'leadLists.create': () => t('credits_epLeadListsCreate'),
  'leadLists.list': () => t('credits_epLeadListsList'),
  'leadLists.get': () => t('credits_epLeadListsGet'),
  'leadLists.rows': () => t('credits_epLeadListsRows'),
  'leadLists.delete': () => t('credits_epLeadListsDelete'),
};

const BY_PATH = new Map<string, EndpointId>();
for (const [id, def] of Object.entries(endpoints)) if (!BY_PATH.has(def.path)) BY_PATH.set(def.path, id as EndpointId);

/** An endpoint's name for people, from its id or its path. */
export function endpointLabel(endpoint: string): string {
  const id = endpoint in ENDPOINT_LABELS ? (endpoint as EndpointId) : BY_PATH.get(endpoint.replace(/\?.*$/, ''));
  return id ? ENDPOINT_LABELS[id]() : endpoint;
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
const quoted = (text: string | undefined) => (text ? t('credits_quoted', [text]) : '');
const join = (...parts: (string | undefined | false)[]) => parts.filter(Boolean).join(', ');

/** A summarised list, "[3: a.com,b.com,c.com]", as its items and its length. */
function list(value: string | undefined): { items: string[]; length: number } {
  const m = value ? /^\[(\d+): ?([^\]]*)\]?$/.exec(value) : null;
  if (!m) return { items: [], length: 0 };
  return { items: m[2]!.split(',').filter((x) => x && x !== '…'), length: Number(m[1]) };
}
function listText(value: string | undefined, counted: (n: number) => string, show: (item: string) => string = (x) => x): string {
  const { items, length } = list(value);
  if (length === 0) return '';
  const shown = items.map(show).join(', ');
  return length > items.length ? t('credits_listMore', [counted(length), shown, formatNumber(length - items.length)]) : shown;
}

const domain = (p: Params) => unicode(p.get('domain') ?? '');
const technology = (id: string | undefined, names: CallNames) =>
  id && /^\d+$/.test(id) ? (names.technologies?.[Number(id)] ?? t('credits_unknownTechnology')) : (id ?? '');
const named = (map: Readonly<Record<string, string>> | undefined, id: string | undefined, fallback: string) => (id && map?.[id]) || fallback;
const audience = (p: Params, names: CallNames) => named(names.audiences, p.get('id'), t('credits_anAudience'));
const leadList = (id: string | undefined, names: CallNames) => named(names.leadLists, id, t('credits_aLeadList'));
const alert = (p: Params, names: CallNames) => named(names.alerts, p.get('id'), t('credits_anAlert'));

/** "page 2" from limit and offset (the first page is named too: the call asked for it). */
function page(p: Params): string {
  const limit = Number(p.get('limit'));
  const offset = Number(p.get('offset') ?? 0);
  return limit > 0 && Number.isFinite(offset) ? t('credits_page', [formatNumber(Math.floor(offset / limit) + 1)]) : '';
}

/** "Oct 27 to Nov 26", "since Oct 27", "until Nov 26". */
function span(from: string | undefined, to: string | undefined): string {
  const day = (d: string) => formatSentenceDay(d, from !== undefined && to !== undefined && from.slice(0, 4) !== to.slice(0, 4));
  if (from && to) return t('credits_spanFromTo', [day(from), day(to)]);
  if (from) return t('credits_spanSince', [day(from)]);
  return to ? t('credits_spanUntil', [day(to)]) : '';
}

const FILTER_WORDS: Record<string, (v: string) => string> = {
  country: (v) => t('credits_filterIn', [v]),
  state: (v) => t('credits_filterIn', [v]),
  city: (v) => t('credits_filterIn', [v]),
  industry: (v) => v,
  industry_code: (v) => t('credits_filterIndustryCode', [v]),
  employees: (v) => t('credits_filterEmployees', [v]),
  company_type: (v) => companyTypeLabel(v.replace(/_/g, ' ')),
  founded_min: (v) => t('credits_filterFoundedMin', [v]),
  founded_max: (v) => t('credits_filterFoundedMax', [v]),
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
  const what: Record<string, () => string> = {
    adoption: () => t('credits_signalAdoption', [tech]),
    churn: () => t('credits_signalChurn', [tech]),
    switch: () => t('credits_signalSwitch', [other, tech]),
    gap: () => t('credits_signalGap', [tech, other]),
  };
  return what[p.get('type') ?? '']?.() ?? t('credits_signalOther', [p.get('type') ?? t('credits_signals'), tech]);
}

/** A job's charge row ("job=ll_1 completed rows=120"): what it was and what it delivered. */
function jobCharge(p: Params, names: CallNames, what: string): string {
  const id = (p.get('job') ?? '').split(' ')[0];
  const delivered = p.has('rows')
    ? tn('credits_rowsDelivered', Number(p.get('rows')))
    : p.has('crawled')
      ? tn('credits_sitesCrawled', Number(p.get('crawled')))
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
  'technologies.search': (p) => join(p.get('search') ? quoted(p.get('search')) : t('credits_allTechnologies'), page(p)),
  'technologies.lookup': (p) => listText(p.get('names'), (n) => tn('credits_names', n)),
  'technology.stats': (p, n) => technology(p.get('id'), n),
  'technology.history': (p, n) => join(technology(p.get('id'), n), p.get('years') && tn('credits_lastYears', Number(p.get('years')))),
  'category.marketShare': (p) => join(p.get('id') && t('credits_category', [p.get('id')!]), p.get('limit') && t('credits_top', [p.get('limit')!])),
  'technology.companies': (p, n) => join(technology(p.get('id'), n), filters(p), page(p)),
  'company.get': domain,
  'companies.search': (p) => join(quoted(p.get('search')), filters(p), page(p)),
  'companies.batch': (p) => listText(p.get('domains'), (n) => tn('credits_domains', n), unicode),
  'live.detect': (p) =>
    join(
      (p.get('url') ?? '').replace(/^https?:\/\/([^/]+)\/?$/, (_, host: string) => unicode(host)),
      p.get('mode') && t('credits_mode', [p.get('mode')!]),
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
    join(signal(p, n), span(p.get('since'), p.get('until')), filters(p), p.get('max_rows') && tn('credits_upToRows', Number(p.get('max_rows')))),
  'alerts.list': none,
  'alerts.create': (p) => quoted(p.get('name')),
  'alerts.get': alert,
  'alerts.update': alert,
  'alerts.delete': alert,
  'alerts.test': alert,
  'audiences.list': none,
  'audiences.create': (p, n) => (p.has('job') ? jobCharge(p, n, t('credits_aNewAudience')) : quoted(p.get('name'))),
  'audiences.get': audience,
  'audiences.update': (p, n) => join(audience(p, n), p.get('name') && t('credits_renamedTo', [quoted(p.get('name'))])),
  'audiences.delete': audience,
  'audiences.members': (p, n) => join(audience(p, n), page(p)),
  'audiences.addMembers': (p, n) => join(audience(p, n), list(p.get('domains')).length > 0 && tn('credits_sites', list(p.get('domains')).length)),
  'audiences.removeMember': (p, n) => join(audience(p, n), domain(p)),
  'audiences.profile': (p, n) =>
    join(
      audience(p, n),
      p.get('technology') && t('credits_sitesUsing', [p.get('technology')!]),
      p.get('category') && t('credits_category', [p.get('category')!]),
    ),
  'audiences.refresh': (p, n) => (p.has('job') ? jobCharge(p, n, t('credits_anAudienceRefresh')) : audience(p, n)),
  'jobs.get': (p, n) => named(n.jobs, p.get('id'), named(n.leadLists, p.get('id'), t('credits_aJob'))),
  'leadLists.create': (p, n) =>
    p.has('job')
      ? jobCharge(p, n, t('credits_aLeadList'))
      : join(quoted(p.get('name')), p.get('max_rows') && tn('credits_upToRows', Number(p.get('max_rows')))),
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
  return about ? t('credits_callWithAbout', [endpointLabel(endpoint), about]) : endpointLabel(endpoint);
}

const NO_ANSWER = new Set(['unanswered', 'network', 'timeout', 'aborted']);
const FAILED_KIND: Record<string, () => string> = {
  authentication: () => t('credits_failKeyRejected'),
  permission: () => t('credits_failNotInPlan'),
  not_found: () => t('credits_failNotFound'),
  validation: () => t('credits_failRefused'),
  conflict: () => t('credits_failConflict'),
  rate_limit: () => t('credits_failRateLimited'),
  insufficient_credits: () => t('credits_failNoCredits'),
  budget: () => t('credits_failBudget'),
  server: () => t('credits_failServer'),
  response_validation: () => t('credits_failUnreadable'),
  too_large: () => t('credits_failTooLarge'),
  no_key: () => t('credits_failNoKey'),
  storage_full: () => t('credits_failStorageFull'),
};

/** One status vocabulary for the ledger: "Succeeded", "Failed — not found", "Canceled", "No answer", "Waiting for answer". */
export function statusText(status: number | string, state?: string): string {
  if (state === 'unknown') return t('credits_statusNoAnswer');
  if (state === 'pending' || status === 'pending') return t('credits_statusWaiting');
  if (typeof status === 'number' || /^\d{3}$/.test(status)) {
    const code = Number(status);
    return code >= 200 && code < 300 ? t('credits_statusSucceeded') : t('credits_statusFailedBecause', [`HTTP ${code}`]);
  }
  if (status === 'completed') return t('credits_statusSucceeded');
  if (status === 'canceled' || status === 'cancelled') return t('credits_statusCanceled');
  if (status === 'failed') return t('credits_statusFailed');
  if (NO_ANSWER.has(status)) return t('credits_statusNoAnswer');
  const kind = FAILED_KIND[status];
  return kind ? t('credits_statusFailedBecause', [kind()]) : status.replace(/_/g, ' ');
}
