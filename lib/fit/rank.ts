// The order of fits in a sorted table or an ordered comparison: more conditions met first, then fewer
// not met (an unknown is not held against a site the way a miss is); no verdict last.
import type { FitVerdict } from './verdict';

export function fitRank(v: FitVerdict | null | undefined): number {
  if (!v || v.total === 0) return -Infinity;
  return v.met * 1_000 - v.notMet;
}
