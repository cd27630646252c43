// The page check's named parts, assembled into the injected file at build time (detector-wrapper.ts), as
// uBlock builds its scriptlets from named functions: each part is a function of its own, serialised
// alone (Function.prototype.toString), so none refers to another by an imported name (a bundler or a
// test's module transform would rename it); they meet only in runPageCheck (inspect-page.ts), which
// gets them as its first argument and hands each the check's state (context.ts).
import { gatherAddresses, matchAddresses } from './addresses';
import { createPageCheck } from './context';
import { checkGlobals, checkNodes } from './globals';
import { readJoined } from './joined';
import { checkCookies, checkHeaders, checkMeta } from './meta';
import { checkCss, checkDom, checkInline } from './markup';

/** Every part, by the name runPageCheck calls it under. */
export const PAGE_PARTS = {
  createPageCheck,
  readJoined,
  checkGlobals,
  checkNodes,
  checkMeta,
  checkCookies,
  checkHeaders,
  gatherAddresses,
  matchAddresses,
  checkInline,
  checkDom,
  checkCss,
};
export type PageParts = typeof PAGE_PARTS;

/**
 * The parts as the source of one object literal (`{ name: function name(…) {…}, … }`), for the injected
 * file: every part once, under its name, whatever each was compiled to.
 */
export function pagePartsSource(parts: PageParts = PAGE_PARTS): string {
  const entries = Object.entries(parts).map(([name, fn]) => `  ${name}: ${String(fn)}`);
  return `{\n${entries.join(',\n')}\n}`;
}
