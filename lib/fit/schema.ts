// The ideal customer's zod schema, for the settings store (lib/db/settings.ts) and the worker's input
// check: the same limits as the form's own checks (fitProblems in lib/fit/conditions.ts), each refusal
// naming what is allowed.
import { z } from 'zod';
import { EMPLOYEE_RANGES } from '@/lib/api/published';
import { FIT_LIMITS, type FitCondition } from './conditions';

const { conditions: MAX_CONDITIONS, values: MAX_VALUES, text: MAX_TEXT } = FIT_LIMITS;

const technology = z.object(
  {
    id: z.number({ error: 'a technology needs its catalog id' }).int({ error: 'a technology id is a whole number' }),
    name: z
      .string()
      .trim()
      .min(1, { error: 'a technology needs its name' })
      .max(MAX_TEXT, { error: `a technology name has at most ${MAX_TEXT} characters` }),
  },
  { error: 'a technology is its catalog id and name' },
);

const list = <T extends z.ZodType>(item: T, one: string, many: string) =>
  z
    .array(item, { error: `${many} must be a list` })
    .min(1, { error: `a condition needs at least 1 ${one} (1 to ${MAX_VALUES} ${many})` })
    .max(MAX_VALUES, { error: `at most ${MAX_VALUES} ${many} in one condition` });

const text = (what: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `a ${what} cannot be empty` })
    .max(MAX_TEXT, { error: `a ${what} has at most ${MAX_TEXT} characters` });

export const fitConditionSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('has'), technologies: list(technology, 'technology', 'technologies') }).strict(),
    z.object({ kind: z.literal('lacks'), technologies: list(technology, 'technology', 'technologies') }).strict(),
    z.object({ kind: z.literal('competitor'), technologies: list(technology, 'technology', 'technologies') }).strict(),
    z
      .object({ kind: z.literal('size'), sizes: list(z.enum(EMPLOYEE_RANGES, { error: `a size is one of ${EMPLOYEE_RANGES.join(', ')}` }), 'size', 'sizes') })
      .strict(),
    z.object({ kind: z.literal('country'), countries: list(text('country'), 'country', 'countries') }).strict(),
    z.object({ kind: z.literal('industry'), industries: list(text('industry'), 'industry', 'industries') }).strict(),
  ],
  { error: 'a condition is one of: has, lacks, competitor, size, country, industry' },
);

export const idealCustomerSchema = z
  .array(fitConditionSchema, { error: 'idealCustomer must be a list of conditions' })
  .max(MAX_CONDITIONS, { error: `an ideal customer has at most ${MAX_CONDITIONS} conditions` });

// The schema and the plain type agree (a compile error otherwise).
type Parsed = z.output<typeof fitConditionSchema>;
const _same: [Parsed extends FitCondition ? true : false, FitCondition extends z.input<typeof fitConditionSchema> ? true : false] = [true, true];
void _same;
