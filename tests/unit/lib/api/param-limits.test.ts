// Every free-text parameter of every endpoint has a length limit, and a value over it is refused
// before any request with a message that names the limit (no unexplained HTTP 431 from the server).
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpointIds, endpoints } from '@/lib/api/catalog';
import { parseParams } from '@/lib/api/request';
import { type Def, leaves } from './schema-walk';

const maxLength = (schema: z.ZodType) => (schema as unknown as { maxLength: number | null }).maxLength;

/**
 * A string whose whole value is fixed by a pattern (a domain name, a date) is bounded by it; any other
 * string is free text and needs a maximum length.
 */
function patterned(def: Def): boolean {
  if (def.format && def.format !== 'url') return true;
  return (def.checks ?? []).some((c) => c._zod.def.check === 'string_format' && c._zod.def.format === 'regex');
}

/** Every free-text string schema under a parameter schema, with the path that leads to it. */
const strings = (schema: z.ZodType) => leaves(schema).filter((leaf) => leaf.def.type === 'string' && !patterned(leaf.def));

const PARAMS = endpointIds.flatMap((id) => strings(endpoints[id].params as z.ZodType).map((found) => ({ id, ...found })));

describe('free-text parameter limits', () => {
  it('finds the free-text parameters (the walk itself works)', () => {
    const named = PARAMS.map((p) => `${p.id}:${p.path}`);
    for (const expected of [
      'technologies.search:search',
      'companies.search:search',
      'technology.domains:name',
      'technologies.lookup:names.[]',
      'alerts.create:webhook_url',
      'companies.search:country',
    ]) {
      expect(named).toContain(expected);
    }
  });

  it.each(PARAMS.map((p) => [`${p.id} ${p.path}`, p] as const))('%s has a limit, named when it is exceeded', (_name, { schema }) => {
    const max = maxLength(schema);
    expect(max, 'a maximum length').toBeTypeOf('number');
    const result = schema.safeParse(`https://a.example/${'a'.repeat(max!)}`);
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message).join(' ');
    expect(messages).toContain(`at most ${max} characters`);
  });

  it('refuses a huge search before any request, saying the limit', () => {
    expect(() => parseParams('technologies.search', { search: 'x'.repeat(10_000) })).toThrow('search may be at most 200 characters');
    expect(() => parseParams('live.detect', { url: `https://example.com/${'a'.repeat(5000)}` })).toThrow('url may be at most 2000 characters');
  });
});
