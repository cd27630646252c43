// What every feature's handler module receives from createHandlers (lib/worker/handlers.ts), and the
// context the wiring gives createHandlers.
import type { ApiClient } from '@/lib/metered/client';
import type { StackLensDB } from '@/lib/db/database';
import type { Handlers } from '@/lib/messaging/background';
import type { MessageType, ParsedInput } from '@/lib/messaging/protocol';
import type { JobPlatform } from '@/lib/jobs/tracker';
import type { KeyMode } from '@/lib/keys/key-store';

/** What the background's wiring (or a test) gives the worker: its database, defaults and platform. */
export interface WorkerContext {
  db: StackLensDB;
  defaultBaseUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** Alarms and notifications for background jobs; tests inject fakes (default: browser.*). */
  jobPlatform?: JobPlatform;
  /** Tabs the domain view opens in (default: browser.tabs); tests inject a fake. */
  reachPlatform?: ReachPlatform;
  /** Injected by tests so retries need not wait for real. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Per request attempt (default 25 s); tests of a slow server shorten it. */
  attemptTimeoutMs?: number;
  /**
   * Check the API's address (a keyless HEAD) before each paid request, so a refused connection sends
   * nothing paid and says nothing was charged (lib/api/sent-policy.ts). The extension's worker turns it on.
   */
  probeBeforePaid?: boolean;
  /**
   * Whether the user allows sending data to the API provider (lib/consent/consent.ts): asked before every
   * request, so a consent withdrawn in the browser stops the next one. Default: allowed (tests, Chrome).
   */
  dataConsent?: () => Promise<boolean>;
}

export interface FeatureDeps {
  db: StackLensDB;
  ctx: WorkerContext;
  /** The metered client for the current base URL (shared, so in-flight calls coalesce). */
  api: () => Promise<ApiClient>;
  /**
   * The core `api.call` handler: a metered, cached call recorded in the ledger, with the local account
   * its request was sent for (an answer that comes back after a switch belongs there, not to the live one).
   */
  call: (input: ParsedInput<'api.call'>) => Promise<Awaited<ReturnType<Handlers['api.call']>> & { account: string; keyMode: KeyMode }>;
  now: () => number;
}

export type FeatureHandlers<K extends MessageType> = Pick<Handlers, K>;

/** The browser calls the reach handlers make (features/reach.ts); unit tests pass fakes. */
export interface ReachPlatform {
  openTab(url: string, where: 'newTab' | 'currentTab'): Promise<void>;
}
