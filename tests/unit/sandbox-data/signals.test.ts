// Signals derived from the per-domain data: every event can be traced back to the domain's report.
import { describe, expect, it } from 'vitest';
import { createWorld } from '../../sandbox/data';
import { DEFAULT_WINDOW, NOW, techId, world, YEAR_WINDOW } from './helpers';

const w = world();
/** The ids of two technologies by name, and the world's `type` events for that pair in `window`. */
const pairEvents = (type: 'switch' | 'gap', technology: string, other: string, window: { since: string; until: string }) => {
  const a = techId(w, technology);
  const b = techId(w, other);
  return { a, b, events: w.signalEvents({ type, technology: a, other_technology: b, ...window }) };
};
const day = (seen: string) => seen.slice(0, 10);
const inWindow = (seen: string, win: { since: string; until: string }) => day(seen) >= win.since && day(seen) <= win.until;
const asIso = (seen: string) => `${seen.replace(' ', 'T')}Z`;
const DAY = 86_400_000;

describe('sandbox signals', () => {
  it('gives a top-20 technology adoption events in the default 30-day window', () => {
    const users = new Map(w.technologies.map((t) => [t.id, w.domainsUsing(t.id).length]));
    const top = [...w.technologies].sort((a, b) => (users.get(b.id) ?? 0) - (users.get(a.id) ?? 0)).slice(0, 20);
    expect(top.map((t) => t.name)).toContain('Google Analytics');
    for (const t of top.slice(0, 5)) {
      expect(w.signalEvents({ type: 'adoption', technology: t.id, ...DEFAULT_WINDOW }).length, t.name).toBeGreaterThanOrEqual(3);
    }
  });

  it('derives adoption from first_seen in the window, newest first, with stable unique ids', () => {
    const id = techId(w, 'Cloudflare');
    const events = w.signalEvents({ type: 'adoption', technology: id, ...DEFAULT_WINDOW });
    expect(events.length).toBeGreaterThan(0);
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    const times = events.map((e) => e.occurred_at);
    expect(times).toEqual([...times].sort().reverse());
    for (const e of events) {
      const row = [...(w.domainReport(e.domain)?.active_technologies ?? []), ...(w.domainReport(e.domain)?.historical_technologies ?? [])].find(
        (t) => t.id === id,
      );
      expect(row && inWindow(row.first_seen, DEFAULT_WINDOW)).toBe(true);
      expect(e.occurred_at).toBe(asIso(row?.first_seen ?? ''));
      expect(e.other_technology).toBeNull();
    }
    expect(
      createWorld({ seed: 'test-seed', now: NOW })
        .signalEvents({ type: 'adoption', technology: id, ...DEFAULT_WINDOW })
        .map((e) => e.id),
    ).toEqual(events.map((e) => e.id));
  });

  it('derives churn from a removed technology last seen in the window', () => {
    const id = techId(w, 'Universal Analytics');
    const events = w.signalEvents({ type: 'churn', technology: id, ...DEFAULT_WINDOW });
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) {
      const row = w.domainReport(e.domain)?.historical_technologies.find((t) => t.id === id);
      expect(row && inWindow(row.last_seen, DEFAULT_WINDOW)).toBe(true);
      expect(e.occurred_at).toBe(asIso(row?.last_seen ?? ''));
    }
  });

  it('finds switches for switch pairs: adopted `technology` in the window, dropped `other_technology` within 90 days', () => {
    const { a: shopify, b: magento, events: yearly } = pairEvents('switch', 'Shopify', 'Magento', YEAR_WINDOW);
    expect(yearly.length).toBeGreaterThanOrEqual(5);
    for (const e of yearly) {
      const report = w.domainReport(e.domain);
      const to = report?.active_technologies.find((t) => t.id === shopify);
      const from = report?.historical_technologies.find((t) => t.id === magento);
      expect(to && inWindow(to.first_seen, YEAR_WINDOW)).toBe(true);
      expect(Math.abs(Date.parse(asIso(from?.last_seen ?? '')) - Date.parse(asIso(to?.first_seen ?? '')))).toBeLessThanOrEqual(90 * DAY);
      expect(e.technology.name).toBe('Shopify');
      expect(e.other_technology?.name).toBe('Magento');
    }
    expect(pairEvents('switch', 'Google Analytics', 'Universal Analytics', DEFAULT_WINDOW).events.length).toBeGreaterThan(0);
    // The reverse direction is not a switch of the same domains.
    const reverse = w.signalEvents({ type: 'switch', technology: magento, other_technology: shopify, ...YEAR_WINDOW }).map((e) => e.domain);
    expect(yearly.filter((e) => reverse.includes(e.domain))).toEqual([]);
  });

  it('derives gaps: `technology` active, adopted in the window, and `other_technology` not active', () => {
    const { a: shopify, b: klaviyo, events } = pairEvents('gap', 'Shopify', 'Klaviyo', YEAR_WINDOW);
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) {
      const active = w.domainReport(e.domain)?.active_technologies.map((t) => t.id) ?? [];
      expect(active).toContain(shopify);
      expect(active).not.toContain(klaviyo);
    }
    expect(events.map((e) => e.domain)).not.toContain('stacklens-fixture-shop.com');
  });

  it('applies company filters to the event company and drops company-less events when filtering', () => {
    const id = techId(w, 'Google Analytics');
    const all = w.signalEvents({ type: 'adoption', technology: id, ...YEAR_WINDOW });
    const us = w.signalEvents({ type: 'adoption', technology: id, ...YEAR_WINDOW, country: 'united states' });
    expect(us.length).toBeGreaterThan(0);
    expect(us.length).toBeLessThan(all.length);
    expect(us.every((e) => e.company?.country === 'United States')).toBe(true);
    expect(us).toEqual(all.filter((e) => e.company?.country === 'United States'));
    const intercom = techId(w, 'Intercom');
    expect(w.signalEvents({ type: 'adoption', technology: intercom, ...DEFAULT_WINDOW }).some((e) => e.company === null)).toBe(true);
    expect(w.signalEvents({ type: 'adoption', technology: intercom, ...DEFAULT_WINDOW, founded_min: 1800 }).some((e) => e.company === null)).toBe(false);
  });

  it('returns nothing for an unknown technology or a switch without other_technology', () => {
    expect(w.signalEvents({ type: 'adoption', technology: 999_999, ...DEFAULT_WINDOW })).toEqual([]);
    expect(w.signalEvents({ type: 'switch', technology: techId(w, 'Shopify'), ...DEFAULT_WINDOW })).toEqual([]);
  });

  it('makes new events that later queries covering their time include, domains picked in turn', () => {
    const fresh = createWorld({ seed: 'make-events', now: NOW });
    const twin = createWorld({ seed: 'make-events', now: NOW });
    const id = techId(fresh, 'Stripe');
    const at = new Date('2025-06-16T09:15:00.250Z');
    const window = { since: '2025-06-16', until: '2025-06-16' };
    expect(fresh.signalEvents({ type: 'adoption', technology: id, ...window })).toEqual([]);
    const first = fresh.makeEvent({ type: 'adoption', technology: id, at });
    const second = fresh.makeEvent({ type: 'adoption', technology: id, at });
    expect(first.occurred_at).toBe('2025-06-16T09:15:00Z');
    expect(first.domain).not.toBe(second.domain);
    expect(first.id).not.toBe(second.id);
    expect(fresh.directory.map((c) => c.domain)).toContain(first.domain);
    expect(first.company?.domain).toBe(first.domain);
    expect(
      fresh
        .signalEvents({ type: 'adoption', technology: id, ...window })
        .map((e) => e.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());
    expect(fresh.signalEvents({ type: 'churn', technology: id, ...window })).toEqual([]);
    expect(twin.makeEvent({ type: 'adoption', technology: id, at })).toEqual(first);
    const chosen = fresh.makeEvent({ type: 'switch', technology: id, other_technology: techId(fresh, 'PayPal'), domain: 'stacklens-fixture-shop.com', at });
    expect(chosen).toMatchObject({ domain: 'stacklens-fixture-shop.com', other_technology: { name: 'PayPal' }, company: { name: 'StackLens Fixture Shop' } });
  });

  it('lists domains using a technology from their reports, most recently detected first', () => {
    const id = techId(w, 'HubSpot');
    const domains = w.domainsUsing(id);
    expect(domains.length).toBeGreaterThan(10);
    const last = domains.map((d) => d.last_detected);
    expect(last).toEqual([...last].sort().reverse());
    for (const d of domains.slice(0, 30)) {
      const row = w.domainReport(d.domain)?.active_technologies.find((t) => t.id === id);
      expect({ first: row?.first_seen, last: row?.last_seen }).toEqual({ first: d.first_detected, last: d.last_detected });
    }
  });
});
