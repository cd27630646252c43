// Protocol messages of the local feature: zod inputs (parsed by the worker) and output types.
// Spread into lib/messaging/inputs.ts and extended by Outputs in lib/messaging/protocol.ts.
import { z } from 'zod';
import type { TechnologySummary } from '@/lib/api/schemas';
import type { LocalTechnology } from '@/lib/local/findings';
import type { DocumentState, PagePhase } from '@/lib/local/inspect-page';

export const localInputs = {
  /** Free: inspects the tab the user clicked the toolbar icon on (activeTab); nothing leaves the browser. */
  'local.detect': z.object({ tabId: z.number({ error: 'tabId must be a tab id' }).int().min(0) }),
  /**
   * Resolves names the local catalog lacks with POST /v1/technologies/lookup (1 credit for up to 100
   * names), only when Settings › Popup allows it; answers are kept for good, so a name is paid once.
   */
  'local.resolve': z.object({
    names: z.array(z.string().trim().min(1).max(100)).min(1, { error: 'names must list at least one name' }).max(100, { error: 'at most 100 names at once' }),
  }),
} as const satisfies Record<string, z.ZodType>;

export type LocalStatus =
  /** Every check ran. */
  | 'ok'
  /** Some checks threw or were not done in time (`unchecked`); what was found is listed. */
  | 'partial'
  /** "Could not inspect this page": the injection failed or the page did not answer. */
  | 'failed'
  /** A browser page, a store, a file: extensions may not inspect it. */
  | 'restricted';

export interface LocalDetectionView {
  status: LocalStatus;
  /** For `partial`, `failed` and `restricted`: what happened, in words. */
  message: string | null;
  /** The host of the inspected page. */
  host: string | null;
  technologies: LocalTechnology[];
  /** Names neither the local catalog nor an earlier lookup resolved (a lookup may resolve them). */
  unresolved: string[];
  /** The page's registrable domain (ASCII), where on-page rows are hidden; null for no web site. */
  site?: string | null;
  /** The page's origin (for a report): never its path, query string or fragment, which can hold tokens. */
  page?: string | null;
  /** Names the user hid on `site` ("Not right?" › Hide on this site). */
  hidden?: string[];
  /** Parts of the page check not done in time (`partial`): the panel offers to check again. */
  unchecked?: PagePhase[];
  /**
   * Whether the page's own response headers were read from the browser's cache (servers and CDNs are
   * named from them): `not-cached` and `no-store` say why they were not; `unavailable` when not asked.
   */
  document?: DocumentState;
  /** Time from the request to the answer, in the worker. */
  durationMs: number;
}

export interface LocalResolveView {
  /** The catalog technology per name asked (null: the catalog has no such technology). */
  resolved: Record<string, TechnologySummary | null>;
  /** Credits spent by this request: 0 when every name was already known. */
  credits: number;
}

export interface LocalOutputs {
  'local.detect': LocalDetectionView;
  'local.resolve': LocalResolveView;
}
