// Market intelligence of the sandbox world: domain counts per technology, monthly usage history
// ending at now's month (its last point equals the stats), and market share within a category.
import type { ResponseData } from '../../../lib/api/catalog';
import { toSummary, traitsOf, type TechCatalog, type TechRecord } from './tech-catalog';
import { unit } from './rng';
import { monthsEndingAt } from './time';

/** Domains (of the 50 million crawled) using a technology of popularity 1: scale of the counts. */
const DOMAINS_PER_POPULARITY_UNIT = 19_000;

interface Curve {
  active: number;
  total: number;
  /** Active domains `monthsAgo` months before now (0 = now). */
  activeAt(monthsAgo: number): number;
  totalAt(monthsAgo: number): number;
}

function curveOf(seed: string, cat: TechCatalog, t: TechRecord): Curve {
  const { popularity, trend } = traitsOf(cat, t.id);
  const u = (k: string) => unit(`${seed}:market:${t.id}:${k}`);
  const active = Math.round(Math.pow(popularity, 1.6) * DOMAINS_PER_POPULARITY_UNIT * (0.85 + 0.3 * u('scale')));
  // Growing technologies gained most of their domains recently; declining ones peaked years ago.
  const growth = trend > 0 ? 0.02 + 0.02 * u('g') : 0.004 + 0.008 * u('g');
  const peakAgo = 36 + Math.floor(72 * u('peak'));
  const rise = 0.01 + 0.02 * u('rise');
  const peak = active * (1 + rise * peakAgo);
  const shape = (m: number): number => {
    if (trend >= 0) return active * Math.exp(-growth * m);
    return m <= peakAgo ? active * (1 + rise * m) : peak * Math.exp(-growth * (m - peakAgo));
  };
  const total = Math.round(Math.max(active * (1.3 + 1.2 * u('total')), trend < 0 ? peak * 1.15 : 0));
  const noise = (m: number) => (m === 0 ? 1 : 0.98 + 0.04 * u(`n${m}`));
  const activeAt = (m: number) => (m === 0 ? active : Math.round(shape(m) * noise(m)));
  const totalAt = (m: number) => (m === 0 ? total : Math.max(activeAt(m), Math.round(total * Math.exp(-growth * 0.8 * m))));
  return { active, total, activeAt, totalAt };
}

export function techStats(seed: string, cat: TechCatalog, id: number): ResponseData<'technology.stats'> | null {
  const t = cat.byId.get(id);
  if (!t) return null;
  const c = curveOf(seed, cat, t);
  return { id: t.id, name: t.name, category: t.category, active_domains: c.active, total_domains: c.total };
}

export function techHistory(seed: string, cat: TechCatalog, nowMs: number, id: number, years: number): ResponseData<'technology.history'> | null {
  const t = cat.byId.get(id);
  if (!t) return null;
  const c = curveOf(seed, cat, t);
  const months = monthsEndingAt(nowMs, years * 12);
  const history = months.map((date, i) => {
    const ago = months.length - 1 - i;
    return { date, active_domains: c.activeAt(ago), total_domains: c.totalAt(ago) };
  });
  return { technology: toSummary(t), history, data_points: history.length, years_requested: years };
}

/**
 * Shares by the largest-remainder method over hundredths of a percent, so the shares of all the
 * category's technologies add up to exactly 100.00 before `limit` truncates the list.
 */
export function marketShare(seed: string, cat: TechCatalog, categoryId: number, limit: number): ResponseData<'category.marketShare'> | null {
  const category = cat.categories.find((c) => c.id === categoryId);
  if (!category) return null;
  const rows = (cat.byCategory.get(categoryId) ?? [])
    .map((t) => ({ t, count: curveOf(seed, cat, t).active }))
    .sort((a, b) => b.count - a.count || a.t.id - b.t.id);
  const totalDomains = rows.reduce((sum, r) => sum + r.count, 0);
  const exact = rows.map((r) => (totalDomains === 0 ? 0 : (r.count / totalDomains) * 10_000));
  const units = exact.map(Math.floor);
  let missing = (totalDomains === 0 ? 0 : 10_000) - units.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, rem: x - Math.floor(x) })).sort((a, b) => b.rem - a.rem || a.i - b.i);
  for (const { i } of order) {
    if (missing <= 0) break;
    units[i] = (units[i] ?? 0) + 1;
    missing--;
  }
  return {
    category: { id: category.id, name: category.name, group: category.group },
    technologies: rows.slice(0, limit).map((r, i) => ({
      id: r.t.id,
      name: r.t.name,
      domain_count: r.count,
      market_share: (units[i] ?? 0) / 100,
    })),
    total_technologies: rows.length,
    total_domains: totalDomains,
  };
}
