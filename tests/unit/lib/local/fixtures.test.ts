// @vitest-environment happy-dom
// Precision and recall of on-page detection over the hand-written fixture pages (one per category) and
// the negative pages (tests/fixtures/local-sites-all.ts): the real rule set (StackLens's own library rules included),
// injected as the build injects them. Each page must give exactly its expected result (a false positive
// or a miss fails with the page, the names and the evidence); the last test prints precision and recall
// over every page and holds them to their thresholds.
import { afterEach, describe, expect, it } from 'vitest';
import { wrapDetector } from '@/lib/local/detector-wrapper';
import { technologiesFrom, type LocalTechnology } from '@/lib/local/findings';
import { pageFindingsSchema } from '@/lib/worker/features/local';
import { FIXTURE_SITES, NEGATIVE_SITES, type FixtureSite } from '../../../fixtures/local-sites-all';
import { RULES } from '@/lib/local/rules';
import { cleanPage, runInPage } from './inject-page';

const FILE = wrapDetector(10_000);

/** Loads a fixture into the page, runs the injected file on it, and reads the answer as the worker does. */
async function inspect(site: FixtureSite): Promise<LocalTechnology[]> {
  const answer = await runInPage(FILE, {
    url: `https://${site.host ?? 'fixture.example'}${site.path}`,
    head: site.head,
    body: site.body ?? '',
    setup: site.setup ? () => (0, eval)(site.setup!) : undefined,
    resources: site.resources,
  });
  return technologiesFrom(pageFindingsSchema(RULES.length).parse(JSON.parse(answer)), RULES);
}

afterEach(cleanPage);

/** Precision and recall a change to the rule set may not go below (the pages are hand-written to pass them fully). */
const THRESHOLDS = { precision: 0.98, recall: 0.95 };

interface Score {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  versionsRight: number;
  versionsExpected: number;
  misses: string[];
}

function score(site: FixtureSite, found: LocalTechnology[], tally: Score) {
  const expected = new Set(Object.keys(site.expected));
  const names = new Set(found.map((t) => t.name));
  for (const name of names) {
    if (expected.has(name)) tally.truePositives++;
    else {
      tally.falsePositives++;
      tally.misses.push(
        `${site.path}: reported ${name} (${found
          .find((t) => t.name === name)!
          .evidence.map((e) => e.detail)
          .join('; ')})`,
      );
    }
  }
  for (const name of expected) {
    if (!names.has(name)) {
      tally.falseNegatives++;
      tally.misses.push(`${site.path}: missed ${name}`);
    }
    const version = site.expected[name];
    if (version) {
      tally.versionsExpected++;
      if (found.find((t) => t.name === name)?.version === version) tally.versionsRight++;
    }
  }
}

describe('on-page detection over the fixture pages', () => {
  it.each(FIXTURE_SITES.map((site) => [site.title, site] as const))('%s', async (_title, site) => {
    const found = await inspect(site);
    expect(Object.fromEntries(found.map((t) => [t.name, t.version]))).toEqual(site.expected);
    // Every result says what proved it.
    for (const tech of found) expect(tech.evidence.length).toBeGreaterThan(0);
  });

  it.each(NEGATIVE_SITES.map((site) => [site.title, site] as const))('negative: %s', async (_title, site) => {
    const found = await inspect(site);
    expect(found.map((t) => `${t.name}: ${t.evidence.map((e) => e.detail).join('; ')}`)).toEqual([]);
  });

  it('proves each kind of signal and covers the categories users ask about', async () => {
    const kinds = new Set<string>();
    const categories = new Set<string>();
    for (const site of FIXTURE_SITES) {
      for (const tech of await inspect(site)) {
        tech.evidence.forEach((e) => kinds.add(e.kind));
        if (tech.category) categories.add(tech.category);
      }
      cleanPage();
    }
    expect([...kinds].sort()).toEqual(['cookie', 'dom', 'generator', 'global', 'iframe', 'meta', 'node', 'page', 'resource', 'script', 'stylesheet']);
    expect([...categories]).toEqual(
      expect.arrayContaining([
        'CMS',
        'Ecommerce',
        'Analytics',
        'Heatmaps',
        'Tag managers',
        'Cookie compliance',
        'Marketing automation',
        'Email',
        'Live chat',
        'Helpdesk',
        'A/B testing',
        'Payment processors',
        'Buy now pay later',
        'Reviews',
        'Search',
        'Video players',
        'Font scripts',
        'CDN',
        'Hosting',
        'JavaScript frameworks',
      ]),
    );
  });

  it(`reports precision and recall over every page, at least ${THRESHOLDS.precision * 100} % and ${THRESHOLDS.recall * 100} %`, async () => {
    const tally: Score = { truePositives: 0, falsePositives: 0, falseNegatives: 0, versionsRight: 0, versionsExpected: 0, misses: [] };
    for (const site of [...FIXTURE_SITES, ...NEGATIVE_SITES]) {
      score(site, await inspect(site), tally);
      cleanPage();
    }
    const precision = tally.truePositives / (tally.truePositives + tally.falsePositives);
    const recall = tally.truePositives / (tally.truePositives + tally.falseNegatives);
    console.log(
      `on-page detection over ${FIXTURE_SITES.length} fixture pages and ${NEGATIVE_SITES.length} negative pages: ` +
        `precision ${(precision * 100).toFixed(1)} %, recall ${(recall * 100).toFixed(1)} % ` +
        `(${tally.truePositives} found, ${tally.falsePositives} false, ${tally.falseNegatives} missed); versions ${tally.versionsRight}/${tally.versionsExpected}` +
        (tally.misses.length ? `\n  ${tally.misses.join('\n  ')}` : ''),
    );
    expect(tally.truePositives).toBeGreaterThan(0);
    expect(precision, tally.misses.join('\n')).toBeGreaterThanOrEqual(THRESHOLDS.precision);
    expect(recall, tally.misses.join('\n')).toBeGreaterThanOrEqual(THRESHOLDS.recall);
  });
});
