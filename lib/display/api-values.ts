// Values the API sends that the UI prints (technology categories and their groups, the plan, the key's
// status and type, a company's type, a job's status, an audience's kind), each mapped to its message in
// the reader's language. This is the one place that says which values are known: the categories are the
// catalog's names (tests/sandbox/data/technologies.json, which the on-page rules' CATEGORIES in
// lib/local/rules/types.ts are a part of), the rest the published lists (lib/api/published.ts).
// A value the API adds later, or spells in another case, is shown exactly as sent: never dropped,
// never "undefined". Exports (CSV, JSON) keep the API's values; only what is read on screen changes.
import { t, type MessageKey } from '@/lib/i18n';

export const CATEGORY = {
  CMS: 'values_categoryCMS',
  Ecommerce: 'values_categoryEcommerce',
  'JavaScript frameworks': 'values_categoryJavaScriptFrameworks',
  'JavaScript libraries': 'values_categoryJavaScriptLibraries',
  Analytics: 'values_categoryAnalytics',
  'Tag managers': 'values_categoryTagManagers',
  'Marketing automation': 'values_categoryMarketingAutomation',
  CRM: 'values_categoryCRM',
  'Live chat': 'values_categoryLiveChat',
  'Payment processors': 'values_categoryPaymentProcessors',
  'Buy now pay later': 'values_categoryBuyNowPayLater',
  CDN: 'values_categoryCDN',
  'Web servers': 'values_categoryWebServers',
  'Programming languages': 'values_categoryProgrammingLanguages',
  'Web frameworks': 'values_categoryWebFrameworks',
  Hosting: 'values_categoryHosting',
  Advertising: 'values_categoryAdvertising',
  'A/B testing': 'values_categoryABTesting',
  'Font scripts': 'values_categoryFontScripts',
  'UI frameworks': 'values_categoryUIFrameworks',
  Email: 'values_categoryEmail',
  Security: 'values_categorySecurity',
  'Reverse proxies': 'values_categoryReverseProxies',
  Caching: 'values_categoryCaching',
  Databases: 'values_categoryDatabases',
  Search: 'values_categorySearch',
  'Video players': 'values_categoryVideoPlayers',
  Maps: 'values_categoryMaps',
  'Comment systems': 'values_categoryCommentSystems',
  'Cookie compliance': 'values_categoryCookieCompliance',
  'Customer data platform': 'values_categoryCustomerDataPlatform',
  Heatmaps: 'values_categoryHeatmaps',
  'Issue trackers': 'values_categoryIssueTrackers',
  Surveys: 'values_categorySurveys',
  'Static site generators': 'values_categoryStaticSiteGenerators',
  Blogs: 'values_categoryBlogs',
  Widgets: 'values_categoryWidgets',
  Reviews: 'values_categoryReviews',
  Monitoring: 'values_categoryMonitoring',
  'Affiliate programs': 'values_categoryAffiliatePrograms',
  Helpdesk: 'values_categoryHelpdesk',
  'Form builders': 'values_categoryFormBuilders',
  'Push notifications': 'values_categoryPushNotifications',
  Translation: 'values_categoryTranslation',
  'Operating systems': 'values_categoryOperatingSystems',
  'SSL certificate authorities': 'values_categorySSLCertificateAuthorities',
  Authentication: 'values_categoryAuthentication',
  'Page builders': 'values_categoryPageBuilders',
  Accessibility: 'values_categoryAccessibility',
  Miscellaneous: 'values_categoryMiscellaneous',
} as const satisfies Record<string, MessageKey>;

export const GROUP = {
  Content: 'values_groupContent',
  Sales: 'values_groupSales',
  'Web development': 'values_groupWebDevelopment',
  Analytics: 'values_groupAnalytics',
  Marketing: 'values_groupMarketing',
  Communication: 'values_groupCommunication',
  Payments: 'values_groupPayments',
  Servers: 'values_groupServers',
  Security: 'values_groupSecurity',
  Media: 'values_groupMedia',
  Privacy: 'values_groupPrivacy',
  Other: 'values_groupOther',
} as const satisfies Record<string, MessageKey>;

export const PLAN = {
  free: 'values_planFree',
  pro: 'values_planPro',
  scale: 'values_planScale',
} as const satisfies Record<string, MessageKey>;

export const KEY_STATUS = {
  active: 'values_keyStatusActive',
  revoked: 'values_keyStatusRevoked',
} as const satisfies Record<string, MessageKey>;

export const COMPANY_TYPE = {
  'Privately Held': 'values_companyTypePrivatelyHeld',
  'Self-Owned': 'values_companyTypeSelfOwned',
  Partnership: 'values_companyTypePartnership',
  'Self-Employed': 'values_companyTypeSelfEmployed',
  'Public Company': 'values_companyTypePublicCompany',
  Nonprofit: 'values_companyTypeNonprofit',
  Educational: 'values_companyTypeEducational',
  'Government Agency': 'values_companyTypeGovernmentAgency',
} as const satisfies Record<string, MessageKey>;

/** The key's type, from its prefix (tapi_live_ / tapi_test_: published-spec.md, Authentication). */
export const KEY_TYPE = {
  live: 'credits_liveKey',
  test: 'credits_testKey',
} as const satisfies Record<string, MessageKey>;

/** A job's or lead list's status (contract.md: queued → running → completed | failed | canceled). */
export const JOB_STATUS = {
  queued: 'leadLists_statusQueued',
  running: 'leadLists_statusRunning',
  completed: 'leadLists_statusCompleted',
  failed: 'leadLists_statusFailed',
  canceled: 'leadLists_statusCanceled',
} as const satisfies Record<string, MessageKey>;

/** An audience's kind (contract.md: "list" or "recipe"). */
export const AUDIENCE_KIND = {
  list: 'audiences_kindList',
  recipe: 'audiences_kindRecipe',
} as const satisfies Record<string, MessageKey>;

/** Every table, by what it names: the table test reads them all. */
export const VALUE_TABLES = {
  category: CATEGORY,
  group: GROUP,
  plan: PLAN,
  keyStatus: KEY_STATUS,
  keyType: KEY_TYPE,
  companyType: COMPANY_TYPE,
  jobStatus: JOB_STATUS,
  audienceKind: AUDIENCE_KIND,
} as const;

type Table = Readonly<Record<string, MessageKey>>;

// Looked up by the value as sent, then without regard to case or surrounding spaces ("ADVERTISING",
// "marketing automation"): a vendor's change of spelling keeps the translation.
const folded = new Map<Table, Map<string, MessageKey>>();
function keyOf(table: Table, value: string): MessageKey | undefined {
  if (Object.hasOwn(table, value)) return table[value];
  let byFold = folded.get(table);
  if (!byFold) folded.set(table, (byFold = new Map(Object.entries(table).map(([v, k]) => [v.toLowerCase(), k]))));
  return byFold.get(value.trim().toLowerCase());
}

/** The value in the reader's language when it is a known one, else as the API sent it. */
export function valueLabel(table: Table, value: string): string {
  const key = keyOf(table, value);
  return key ? t(key) : value;
}

/** Whether the value is one the tables know (in any case). */
export const isKnownValue = (table: Table, value: string) => keyOf(table, value) !== undefined;

/** A technology category ("Advertising" → "Werbung"); an unknown one as sent. */
export const categoryLabel = (category: string) => valueLabel(CATEGORY, category);
/** A group of categories ("Marketing", "Servers"). */
export const groupLabel = (group: string) => valueLabel(GROUP, group);
/**
 * The plan ("free" → "Free" / "Kostenlos"); a custom plan as sent, its first letter capitalised as a
 * plan's name is ("enterprise" → "Enterprise"), as the pages wrote every plan before.
 */
export const planLabel = (plan: string) => (isKnownValue(PLAN, plan) ? valueLabel(PLAN, plan) : plan.charAt(0).toUpperCase() + plan.slice(1));
/** The key's status ("active" → "Active" / "Aktiv"). */
export const keyStatusLabel = (status: string) => valueLabel(KEY_STATUS, status);
/** The key's type, from its prefix: "Live key", "Test key (never charged)". */
export const keyTypeLabel = (mode: string) => valueLabel(KEY_TYPE, mode);
/** A company's type ("Privately Held" → "Privatunternehmen"). */
export const companyTypeLabel = (type: string) => valueLabel(COMPANY_TYPE, type);
/** A job's or lead list's status ("running" → "Running" / "Läuft"). */
export const jobStatusLabel = (status: string) => valueLabel(JOB_STATUS, status);
/** An audience's kind ("list", "recipe"). */
export const audienceKindLabel = (kind: string) => valueLabel(AUDIENCE_KIND, kind);
