// Live detection and the AI extractor of the sandbox world: answers for ANY url or domain, in or
// out of the database, derived from the same per-domain stack as the pre-crawled data.
import type { ResponseData } from '../../../lib/api/catalog';
import { nameFromDomain } from './companies';
import type { WorldCore } from './core';
import { fixtureFor } from './fixtures';
import { unit } from './rng';
import { traitsOf, type TechRecord } from './tech-catalog';
import { isoTimestamp } from './time';

type LiveMode = 'full' | 'light' | 'fetch';
type LiveTech = ResponseData<'live.detect'>['technologies'][number];

/** Share of a site's technologies each mode sees: nested, so full ⊇ light ⊇ fetch. */
const MODE_REACH: Record<LiveMode, number> = { full: 1, light: 0.8, fetch: 0.45 };
const CONFIDENCE: Record<LiveMode, readonly [number, number]> = { full: [80, 100], light: [65, 100], fetch: [50, 95] };
/** Categories whose technologies only a rendered browser sees (extra finds of `full`). */
const CLIENT_SIDE = new Set(['JavaScript frameworks', 'Analytics', 'Heatmaps', 'A/B testing', 'Live chat', 'Advertising']);

const VERSIONS: Record<string, readonly string[]> = {
  React: ['16.14.0', '17.0.2', '18.2.0', '18.3.1', '19.0.0'],
  jQuery: ['1.12.4', '2.2.4', '3.5.1', '3.6.0', '3.7.1'],
  WordPress: ['5.8.3', '6.2.2', '6.4.3', '6.5.5', '6.6.1'],
  PHP: ['7.4.33', '8.0.30', '8.1.27', '8.2.15', '8.3.6'],
  Nginx: ['1.18.0', '1.22.1', '1.24.0', '1.25.3'],
  'Apache HTTP Server': ['2.4.41', '2.4.52', '2.4.58'],
  Bootstrap: ['3.4.1', '4.6.2', '5.3.2'],
  'Vue.js': ['2.6.14', '2.7.16', '3.3.4', '3.4.21'],
  'Next.js': ['12.3.4', '13.5.6', '14.2.3', '15.0.3'],
  Angular: ['15.2.0', '16.2.0', '17.3.0', '18.1.0'],
};

/** Host of a url, tolerating a missing scheme; "www." is dropped to name the domain. */
export function domainOfUrl(url: string): string {
  for (const candidate of [url, `https://${url}`]) {
    try {
      return new URL(candidate).hostname.toLowerCase().replace(/^www\./, '');
    } catch {
      // Not a URL in this form; try the next.
    }
  }
  return url.trim().toLowerCase();
}

function versionOf(core: WorldCore, t: TechRecord, key: (k: string) => number, mode: LiveMode): string | null {
  if (!traitsOf(core.catalog, t.id).versioned) return null;
  // Without rendering, a version is often hidden (no script banner to read it from).
  if (mode === 'fetch' && key('hidden') < 0.4) return null;
  const known = VERSIONS[t.name];
  if (known) return known[Math.floor(key('version') * known.length)] ?? null;
  return `${1 + Math.floor(key('major') * 6)}.${Math.floor(key('minor') * 20)}.${Math.floor(key('patch') * 10)}`;
}

/** `atMs`: when the crawl ran (the sandbox clock); the world's own "now" only when none is given. */
export function liveDetect(core: WorldCore, url: string, mode: LiveMode, atMs: number = core.nowMs): ResponseData<'live.detect'> {
  const domain = domainOfUrl(url);
  const salt = fixtureFor(domain) ? 'fixture' : core.seed;
  const u = (t: TechRecord, k: string) => unit(`${salt}:live:${domain}:${t.id}:${k}`);
  const stack = core
    .stackOf(domain)
    .techs.filter((x) => x.status === 'active')
    .map((x) => x.tech);
  const seen = new Set(stack.map((t) => t.id));
  const extras =
    mode === 'full'
      ? core.catalog.technologies
          .filter((t) => CLIENT_SIDE.has(t.category) && !seen.has(t.id))
          .filter((t) => unit(`${salt}:live-extra:${domain}:${t.id}`) < traitsOf(core.catalog, t.id).popularity / 400)
          .slice(0, 3)
      : [];
  const reach = MODE_REACH[mode];
  const found = stack.filter((t) => u(t, 'reach') < reach);
  // Every mode finds at least the most visible technology of the site.
  const visible = [...stack].sort((a, b) => u(a, 'reach') - u(b, 'reach'))[0];
  if (found.length === 0 && visible) found.push(visible);
  const [lo, hi] = CONFIDENCE[mode];
  const technologies: LiveTech[] = [...found, ...extras].map((t) => ({
    id: t.id,
    name: t.name,
    category: t.category,
    version: versionOf(core, t, (k) => u(t, k), mode),
    confidence: lo + Math.floor(u(t, `confidence:${mode}`) * (hi - lo + 1)),
  }));
  technologies.sort((a, b) => b.confidence - a.confidence || (a.name < b.name ? -1 : 1));
  return { url, domain, mode, detected_at: isoTimestamp(atMs), technologies };
}

/** A deterministic answer built from the domain's company record and stack, with its pages as sources. */
export function aiExtract(core: WorldCore, domain: string, question: string): ResponseData<'ai.extract'> {
  const key = domain.trim().toLowerCase();
  const company = core.company(key);
  const data = core.domainData(key);
  const name = company?.name ?? nameFromDomain(key);
  const q = question.toLowerCase();
  const home = `https://${key}/`;
  const page = (path: string) => `https://${key}/${path}`;
  const active = (data?.techs ?? []).filter((t) => t.status === 'active').map((t) => t.tech.name);
  const unknown = `The pages of ${key} do not say; no answer could be extracted for this question.`;
  if (/tech|stack|platform|built|cms|framework|tool|software/.test(q)) {
    const answer =
      active.length > 0
        ? `${name} appears to use ${active.slice(0, 6).join(', ')}${active.length > 6 ? ` and ${active.length - 6} more technologies` : ''}.`
        : unknown;
    return { domain: key, answer, sources: [home, page('careers')] };
  }
  if (/employee|staff|people|size|team|headcount/.test(q)) {
    const answer = company?.employees ? `${name} has ${company.employees} employees, about ${company.members} of them on the professional network.` : unknown;
    return { domain: key, answer, sources: [page('about'), page('careers')] };
  }
  if (/found|since|year|history|established/.test(q)) {
    return { domain: key, answer: company?.founded ? `${name} was founded in ${company.founded}.` : unknown, sources: [page('about')] };
  }
  if (/where|locat|headquarter|based|office|country|city|address/.test(q)) {
    const place = company ? [company.city, company.state, company.country].filter(Boolean).join(', ') : '';
    return { domain: key, answer: place ? `${name} is based in ${place}.` : unknown, sources: [page('contact'), page('about')] };
  }
  const answer = company?.description ?? (company ? `${name} is a company in ${company.industry ?? 'an unlisted industry'}.` : unknown);
  return { domain: key, answer, sources: [home, page('about')] };
}
