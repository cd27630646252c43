// Shared setup of the sandbox-data tests: one fixed "now", worlds memoised by seed, and a check that
// a value is exactly what the catalog's response schema describes (nothing missing, nothing extra).
import { expect } from 'vitest';
import { endpoints, type EndpointId } from '@/lib/api/catalog';
import { createWorld, type World } from '../../sandbox/data';

export const NOW = new Date('2025-06-15T12:00:00Z');
/** The default signal window (contract.md: the last 30 days) for NOW. */
export const DEFAULT_WINDOW = { since: '2025-05-16', until: '2025-06-15' } as const;
export const YEAR_WINDOW = { since: '2024-06-16', until: '2025-06-15' } as const;

const worlds = new Map<string, World>();
export function world(seed = 'test-seed'): World {
  let w = worlds.get(seed);
  if (!w) worlds.set(seed, (w = createWorld({ seed, now: NOW })));
  return w;
}

/** Parses with the endpoint's response schema and requires the parse to change nothing. */
export function expectValid(id: EndpointId, data: unknown): void {
  const result = endpoints[id].response.safeParse(data);
  if (!result.success) throw new Error(`${id}: ${result.error.message}`);
  expect(result.data, `${id} has fields the schema does not know`).toEqual(data);
}

export function techId(w: World, name: string): number {
  const t = w.techByName(name);
  if (!t) throw new Error(`no technology named ${name}`);
  return t.id;
}
