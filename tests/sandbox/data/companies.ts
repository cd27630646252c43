// Company records of the sandbox world: the generated directory (every published filter value is
// represented), records for other in-database domains, and the shared company filters.
import {
  COMPANY_TYPES,
  EMPLOYEE_RANGES,
  FOUNDED,
  INDUSTRY_CODE,
  type CompanyFilters,
  type CompanyRecord,
  type CompanySummary,
  type CompanyType,
  type EmployeeRange,
} from '../../../lib/api/schemas';
import {
  COMPANY_TYPE_WEIGHTS,
  EMPLOYEE_WEIGHTS,
  LOCATIONS,
  MEMBERS_BY_RANGE,
  NAME_PREFIXES,
  NAME_STEMS,
  SPECIALTIES,
  SUFFIXES_BY_TYPE,
  type Location,
} from './company-words';
import { industryName } from './industries';
import { at, Rng, unit } from './rng';

export const DIRECTORY_SIZE = 3000;
/** Share of in-database domains outside the directory that have a company record. */
export const COMPANY_RECORD_SHARE = 0.85;

export interface CompanyDraft {
  domain: string;
  name: string;
  industryCode: number;
  employees: EmployeeRange;
  type: CompanyType;
  location: Location;
  founded: number | null;
}

const SIZE_WORDS: Record<EmployeeRange, string> = {
  '1-1': 'one-person',
  '1-10': 'small',
  '2-10': 'small',
  '11-50': 'small',
  '51-200': 'mid-sized',
  '201-500': 'mid-sized',
  '501-1000': 'growing',
  '1001-5000': 'large',
  '5001-10000': 'large',
  '10001+': 'global',
};

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function randomFounded(rng: Rng): number {
  const r = rng.next();
  if (r < 0.7) return rng.int(1995, FOUNDED.max);
  if (r < 0.9) return rng.int(1950, 1994);
  return rng.int(FOUNDED.min, 1949);
}

/** Every field of the full record from a draft; the rest (members, specialties …) from the rng. */
export function completeCompany(rng: Rng, d: CompanyDraft): CompanyRecord {
  const [lo, hi] = MEMBERS_BY_RANGE[d.employees];
  const members = Math.round(lo * Math.pow(hi / lo, rng.next()));
  const specialties = rng.sample(SPECIALTIES, rng.int(2, 5));
  const industry = industryName(d.industryCode);
  const where = `${d.location.city}, ${d.location.country}`;
  const since = d.founded === null ? '' : ` Founded in ${d.founded},`;
  return {
    domain: d.domain,
    name: d.name,
    industry,
    industry_code: d.industryCode,
    employees: d.employees,
    country: d.location.country,
    state: d.location.state,
    city: d.location.city,
    company_type: d.type,
    founded: d.founded,
    members,
    linkedin_url: rng.chance(0.97) ? `https://www.linkedin.com/company/${slug(d.name)}` : null,
    description: rng.chance(0.95)
      ? `${d.name} is a ${SIZE_WORDS[d.employees]} ${(industry ?? 'business').toLowerCase()} organization based in ${where}.${since} it focuses on ${specialties.join(', ')}.`
      : null,
    specialties,
    website: `https://${rng.chance(0.6) ? 'www.' : ''}${d.domain}`,
    logo: rng.chance(0.8) ? `https://logos.stacklens.test/${d.domain}.png` : null,
  };
}

function drawEmployees(rng: Rng): EmployeeRange {
  return rng.weighted(EMPLOYEE_RANGES, (e) => EMPLOYEE_WEIGHTS[e]);
}
function drawType(rng: Rng): CompanyType {
  return rng.weighted(COMPANY_TYPES, (t) => COMPANY_TYPE_WEIGHTS[t]);
}

/**
 * The directory: `size` companies plus the fixture companies, sorted by members (desc) then domain.
 * Company i has industry code 1 + i mod 201, and the first companies take each employee range,
 * company type and location in turn and the founding-year bounds, so every filter value matches.
 */
export function buildDirectory(seed: string, extra: readonly CompanyRecord[], size = DIRECTORY_SIZE): CompanyRecord[] {
  const rng = new Rng(`${seed}:directory`);
  const names = new Set<string>();
  const domains = new Set(extra.map((c) => c.domain));
  const out: CompanyRecord[] = extra.map((c) => ({ ...c, specialties: [...c.specialties] }));
  for (let i = 0; i < size; i++) {
    const type = i < COMPANY_TYPES.length ? at(COMPANY_TYPES, i) : drawType(rng);
    const employees = i < EMPLOYEE_RANGES.length ? at(EMPLOYEE_RANGES, i) : drawEmployees(rng);
    const location = i < LOCATIONS.length ? at(LOCATIONS, i) : rng.weighted(LOCATIONS, (l) => l.weight);
    const founded = i === 0 ? FOUNDED.min : i === 1 ? FOUNDED.max : rng.chance(0.02) ? null : randomFounded(rng);
    let prefix: string;
    let stem: string;
    let suffix: string;
    let name: string;
    do {
      prefix = rng.pick(NAME_PREFIXES);
      stem = rng.pick(NAME_STEMS);
      suffix = rng.pick(SUFFIXES_BY_TYPE[type]);
      name = `${prefix}${stem} ${suffix}`;
    } while (names.has(name));
    names.add(name);
    const tld = location.tld !== 'com' && rng.chance(0.55) ? location.tld : rng.chance(0.12) ? 'io' : 'com';
    const base = `${prefix}${stem}`.toLowerCase();
    let domain = `${base}.${tld}`;
    if (domains.has(domain)) domain = `${base}${suffix.toLowerCase().replace(/[^a-z]/g, '')}.${tld}`;
    if (domains.has(domain)) domain = `${base}-${i}.${tld}`;
    domains.add(domain);
    const industryCode = INDUSTRY_CODE.min + (i % INDUSTRY_CODE.max);
    out.push(completeCompany(rng, { domain, name, industryCode, employees, type, location, founded }));
  }
  return out.sort((a, b) => b.members - a.members || (a.domain < b.domain ? -1 : 1));
}

/** "acme-widgets.co.uk" → "Acme Widgets". */
export function nameFromDomain(domain: string): string {
  const label = domain.replace(/^www\./, '').split('.')[0] ?? domain;
  return (
    label
      .split(/[-_]+/)
      .filter(Boolean)
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' ') || domain
  );
}

/** Record of an in-database domain outside the directory, or null for about 15 % of them. */
export function companyOutsideDirectory(seed: string, domain: string): CompanyRecord | null {
  if (unit(`${seed}:has-company:${domain}`) >= COMPANY_RECORD_SHARE) return null;
  const rng = new Rng(`${seed}:company:${domain}`);
  return completeCompany(rng, {
    domain,
    name: nameFromDomain(domain),
    industryCode: rng.int(INDUSTRY_CODE.min, INDUSTRY_CODE.max),
    employees: drawEmployees(rng),
    type: drawType(rng),
    location: rng.weighted(LOCATIONS, (l) => l.weight),
    founded: randomFounded(rng),
  });
}

export function toCompanySummary(c: CompanyRecord): CompanySummary {
  return {
    domain: c.domain,
    name: c.name,
    industry: c.industry,
    industry_code: c.industry_code,
    employees: c.employees,
    country: c.country,
    state: c.state,
    city: c.city,
    company_type: c.company_type,
    founded: c.founded,
    members: c.members,
    linkedin_url: c.linkedin_url,
  };
}

const sameText = (value: string | null, wanted: string | undefined) =>
  wanted === undefined || (value !== null && value.trim().toLowerCase() === wanted.trim().toLowerCase());

/** The published filters: text fields case-insensitive equality, the rest exact, founded bounds inclusive. */
export function matchesFilters(c: CompanySummary, f: CompanyFilters): boolean {
  if (!sameText(c.country, f.country) || !sameText(c.state, f.state) || !sameText(c.city, f.city)) return false;
  if (!sameText(c.industry, f.industry)) return false;
  if (f.industry_code !== undefined && c.industry_code !== f.industry_code) return false;
  if (f.employees !== undefined && c.employees !== f.employees) return false;
  if (f.company_type !== undefined && c.company_type !== f.company_type) return false;
  if (f.founded_min !== undefined && (c.founded === null || c.founded < f.founded_min)) return false;
  if (f.founded_max !== undefined && (c.founded === null || c.founded > f.founded_max)) return false;
  return true;
}

const FILTER_KEYS = [
  'country',
  'state',
  'city',
  'industry',
  'industry_code',
  'employees',
  'company_type',
  'founded_min',
  'founded_max',
] as const satisfies readonly (keyof CompanyFilters)[];

/** Only the company filters of a wider query object (a signal query also carries type, technology …). */
export function pickFilters(q: CompanyFilters): CompanyFilters {
  const out: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) if (q[key] !== undefined) out[key] = q[key];
  return out as CompanyFilters;
}

/** Whether any filter is set (a company-less event cannot match a filtered query). */
export function hasFilters(f: CompanyFilters): boolean {
  return FILTER_KEYS.some((key) => f[key] !== undefined);
}

/** Case-insensitive substring of the name or the description. */
export function matchesSearch(c: CompanyRecord, search: string | undefined): boolean {
  const q = (search ?? '').trim().toLowerCase();
  if (q === '') return true;
  return c.name.toLowerCase().includes(q) || (c.description ?? '').toLowerCase().includes(q);
}
