// Protocol messages of on-page technologies hidden per site ("Not right?" › Hide on this site):
// local and free, nothing leaves the browser. Spread into lib/messaging/inputs.ts.
import { z } from 'zod';

/** A registrable domain as local.detect gives it (`site`). */
const site = z.string().trim().toLowerCase().min(1).max(253);
/** A technology's name as on-page detection gives it. */
const name = z.string().trim().min(1).max(100);

export const hiddenInputs = {
  'hidden.hide': z.object({ site, name }),
  /** Shows again: `names` on `site`; every name on `site` without names; everything without a site. */
  'hidden.show': z.object({ site: site.optional(), names: z.array(name).min(1).max(500).optional() }),
  'hidden.list': z.object({}),
} as const satisfies Record<string, z.ZodType>;

/** One hidden technology, as Settings lists it. */
export interface HiddenView {
  site: string;
  name: string;
  hiddenAt: number;
}

export interface HiddenOutputs {
  /** The names hidden on the site now. */
  'hidden.hide': { hidden: string[] };
  'hidden.show': { shown: true };
  'hidden.list': HiddenView[];
}
