// Same seed and now give the same world; another seed gives another; about 1 domain in 10 is unknown.
import { describe, expect, it } from 'vitest';
import { createWorld } from '../../sandbox/data';
import { DEFAULT_WINDOW, NOW, techId } from './helpers';

const names = Array.from({ length: 40 }, (_, i) => `determinism-sample-${i}.com`);

describe('sandbox world determinism', () => {
  it('two worlds with the same seed and now are deep-equal on a sample of domains and queries', () => {
    const a = createWorld({ seed: 'alpha', now: new Date(NOW) });
    const b = createWorld({ seed: 'alpha', now: new Date(NOW) });
    for (const d of [...names, ...a.directory.slice(0, 20).map((c) => c.domain)]) {
      expect(b.domainReport(d)).toEqual(a.domainReport(d));
      expect(b.company(d)).toEqual(a.company(d));
      expect(b.liveDetect(`https://${d}`, 'light')).toEqual(a.liveDetect(`https://${d}`, 'light'));
    }
    expect(b.directory).toEqual(a.directory);
    const ga = techId(a, 'Google Analytics');
    expect(b.signalEvents({ type: 'adoption', technology: ga, ...DEFAULT_WINDOW })).toEqual(
      a.signalEvents({ type: 'adoption', technology: ga, ...DEFAULT_WINDOW }),
    );
    expect(b.techHistory(ga, 5)).toEqual(a.techHistory(ga, 5));
  });

  it('a different seed gives different stacks, companies and directory', () => {
    const a = createWorld({ seed: 'alpha', now: NOW });
    const b = createWorld({ seed: 'beta', now: NOW });
    const differing = names.filter((d) => JSON.stringify(a.domainReport(d)) !== JSON.stringify(b.domainReport(d)));
    expect(differing.length).toBeGreaterThan(30);
    expect(b.directory.map((c) => c.domain)).not.toEqual(a.directory.map((c) => c.domain));
  });

  it('dates move with now: the same domain one year later is seen one year later', () => {
    const a = createWorld({ seed: 'alpha', now: NOW });
    const later = createWorld({ seed: 'alpha', now: new Date('2026-06-15T12:00:00Z') });
    const d = names.find((n) => a.domainReport(n) !== null) ?? '';
    const lastA = a.domainReport(d)?.active_technologies[0]?.last_seen ?? '';
    const lastB = later.domainReport(d)?.active_technologies[0]?.last_seen ?? '';
    expect(lastA.slice(0, 4)).toBe('2025');
    expect(lastB.slice(0, 4)).toBe('2026');
  });

  it('leaves between 5 % and 15 % of 1000 arbitrary names out of the database, the same ones for every seed', () => {
    const a = createWorld({ seed: 'alpha', now: NOW });
    const b = createWorld({ seed: 'beta', now: NOW });
    const domains = Array.from({ length: 1000 }, (_, i) => `random-name-${i * 7919}.example`);
    const missing = domains.filter((d) => a.domainReport(d) === null);
    expect(missing.length).toBeGreaterThanOrEqual(50);
    expect(missing.length).toBeLessThanOrEqual(150);
    expect(domains.filter((d) => b.domainReport(d) === null)).toEqual(missing);
    for (const d of missing.slice(0, 20)) {
      expect(a.domainHistory(d)).toBeNull();
      expect(a.company(d)).toBeNull();
    }
  });

  it('keeps every directory domain in the database, and gives most other known domains a company', () => {
    const w = createWorld({ seed: 'alpha', now: NOW });
    expect(w.directory.every((c) => w.domainReport(c.domain) !== null)).toBe(true);
    const known = Array.from({ length: 400 }, (_, i) => `company-share-${i}.com`).filter((d) => w.domainReport(d) !== null);
    const withCompany = known.filter((d) => w.company(d) !== null).length / known.length;
    expect(withCompany).toBeGreaterThan(0.75);
    expect(withCompany).toBeLessThan(0.95);
  });

  it('does not use Math.random or the clock', () => {
    const random = Math.random;
    const now = Date.now;
    Math.random = () => {
      throw new Error('Math.random used');
    };
    Date.now = () => {
      throw new Error('Date.now used');
    };
    try {
      const w = createWorld({ seed: 'gamma', now: NOW });
      w.domainReport('clock-free.com');
      w.signalEvents({ type: 'churn', technology: techId(w, 'jQuery'), ...DEFAULT_WINDOW });
      w.liveDetect('https://clock-free.com', 'full');
      w.makeEvent({ type: 'adoption', technology: techId(w, 'jQuery'), at: NOW });
    } finally {
      Math.random = random;
      Date.now = now;
    }
  });
});
