// What every feature's handler module receives from createHandlers (lib/worker/handlers.ts).
import type { ApiClient } from '@/lib/metered/client';
import type { StackLensDB } from '@/lib/db/database';
import type { Handlers } from '@/lib/messaging/background';
import type { MessageType } from '@/lib/messaging/protocol';
import type { WorkerContext } from '../handlers';

export interface FeatureDeps {
  db: StackLensDB;
  ctx: WorkerContext;
  /** The metered client for the current base URL (shared, so in-flight calls coalesce). */
  api: () => Promise<ApiClient>;
  /** The core `api.call` handler: a metered, cached call recorded in the ledger. */
  call: Handlers['api.call'];
  now: () => number;
}

export type FeatureHandlers<K extends MessageType> = Pick<Handlers, K>;
