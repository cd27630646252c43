// Raw technology catalog of the sandbox world: real technology names by category, seed-independent,
// kept as data in technologies.json and checked against its shape when loaded. Ids are derived from
// position (category id * 100 + index + 1): append, never reorder or delete.
import { z } from 'zod';
import data from './technologies.json' with { type: 'json' };

/** [name, website host or null, popularity 1–100 (share of sites using it), trend: 1 growing, -1 declining]. */
export type RawTech = readonly [name: string, host: string | null, popularity: number, trend?: -1 | 0 | 1];

export interface RawCategory {
  id: number;
  name: string;
  group: string | null;
  /** Completes "<name> is …" in the generated description. */
  blurb: string;
  /** A site runs at most one of these at a time (one CMS, one host …). */
  exclusive?: boolean;
  /** Live detection reports a version number for these. */
  versioned?: boolean;
  techs: readonly RawTech[];
}

export type SwitchPair = readonly [from: string, to: string, weight: number];

/** Technology groups; a group's id is its position + 1. */
export const GROUPS = [
  'Content',
  'Sales',
  'Web development',
  'Analytics',
  'Marketing',
  'Communication',
  'Payments',
  'Servers',
  'Security',
  'Media',
  'Privacy',
  'Other',
] as const;

const RawData = z.strictObject({
  categories: z.array(
    z.strictObject({
      id: z.int().positive(),
      name: z.string(),
      group: z.enum(GROUPS).nullable(),
      blurb: z.string(),
      exclusive: z.boolean().optional(),
      versioned: z.boolean().optional(),
      techs: z.array(z.tuple([z.string(), z.string().nullable(), z.number().min(1).max(100), z.literal([-1, 0, 1]).optional()])),
    }) satisfies z.ZodType<RawCategory>,
  ),
  switchPairs: z.array(z.tuple([z.string(), z.string(), z.number().positive()]) satisfies z.ZodType<SwitchPair>),
});
const raw = RawData.parse(data);

export const RAW_CATEGORIES: readonly RawCategory[] = raw.categories;

/**
 * Common migrations within one category, [from, to, weight]: a share of domains is generated with
 * `from` removed within weeks of adopting `to`, so switch signals exist (Magento → Shopify …).
 */
export const SWITCH_PAIRS: readonly SwitchPair[] = raw.switchPairs;
