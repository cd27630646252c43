// Protocol messages of StackLens's reach outside the popup: a link's site looked up from its context
// menu, the address bar's keyword. Spread into lib/messaging/inputs.ts and Outputs (protocol.ts).
import { z } from 'zod';

export const reachInputs = {
  /**
   * Opens the domain view for a link's or a typed site in a tab, priced as the popup's Look up (free
   * when cached; an uncached site is looked up only when Settings › Popup says so, else the view asks).
   * `currentTab`: the address bar's Enter without a modifier replaces the tab the user typed in. A
   * mistyped site ("shopify,com") opens the site it most likely means (likely-domain.ts), asking first.
   */
  'reach.open': z.object({ input: z.string().max(4000), where: z.enum(['newTab', 'currentTab']).default('newTab') }),
  /** Free and local, sends nothing: the address bar's suggestions (SUGGESTION_LIMIT) for what is typed so far. */
  'reach.suggest': z.object({ text: z.string().max(4000) }),
} as const satisfies Record<string, z.ZodType>;

export interface ReachOpenView {
  ok: boolean;
  /** The registrable domain opened (ASCII, the likely one for a mistyped input), or null when none opened. */
  domain: string | null;
  /**
   * Why the input named no site, in words: nothing opened, or (ok) the site it most likely meant opened
   * asking before any lookup. Null when the input named the site opened.
   */
  message: string | null;
}

/** Where a suggestion comes from, in the order they are offered. */
export type SuggestionSource = 'cached' | 'recent' | 'audience';

export interface DomainSuggestion {
  /** Registrable domain, ASCII: what Enter opens. */
  domain: string;
  /** The same as it is shown (Unicode when safe). */
  display: string;
  source: SuggestionSource;
  /** For a cached answer: its first active technologies' names. */
  technologies: string[];
}

export interface ReachOutputs {
  'reach.open': ReachOpenView;
  'reach.suggest': DomainSuggestion[];
}
