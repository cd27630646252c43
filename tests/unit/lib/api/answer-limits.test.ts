// Every answer schema bounds what it accepts (issue 23): each list has a maximum length (the published
// page size where there is one) and each free-text string a maximum length, so an answer can never hold
// more than StackLens is willing to keep and show. The transport's byte limit bounds the whole answer.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpointIds, endpoints } from '@/lib/api/catalog';
import { ANSWER_LIMITS } from '@/lib/api/schemas';
import { type Def, leaves, maximum } from './schema-walk';

/** A string fixed by a pattern (a timestamp, a domain) or a format is bounded by it. */
const patterned = (def: Def) => Boolean(def.format) || (def.checks ?? []).some((c) => c._zod.def.check === 'string_format');

/** Every string and list under a schema without a maximum, by path. */
const unbounded = (schema: z.ZodType) =>
  leaves(schema)
    .filter((leaf) => maximum(leaf.def) === undefined && !(leaf.def.type === 'string' && patterned(leaf.def)))
    .map((leaf) => leaf.path || '(root)');

describe('answer limits', () => {
  it('finds an unbounded string or list (the walk itself works)', async () => {
    const { z: zod } = await import('zod');
    expect(unbounded(zod.object({ a: zod.array(zod.object({ b: zod.string() })), c: zod.string().max(3) }))).toEqual(['a', 'a.[].b']);
  });

  it.each(endpointIds.map((id) => [id] as const))('%s bounds every list and string of its answer', (id) => {
    expect(unbounded(endpoints[id].response as z.ZodType)).toEqual([]);
  });

  it('refuses a list longer than its page, with the limit in the issue', () => {
    const companies = endpoints['companies.batch'].response.shape.companies;
    const tooMany = Array.from({ length: 101 }, () => ({}));
    const issues = companies.safeParse(tooMany).error!.issues;
    expect(issues[0]).toMatchObject({ code: 'too_big', maximum: 100 });
    expect(ANSWER_LIMITS.text).toBeGreaterThanOrEqual(10_000);
  });
});
