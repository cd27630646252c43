// What the metered client (lib/metered/client.ts) makes of an answer that arrived, once it is settled
// (settlement.ts): checked against the endpoint's schema, cached, the balance stored from
// /v1/credits; a paid answer that cannot be read is kept, to be re-read for free rather than bought again.
import type { z } from 'zod';
import type { EndpointDef, EndpointId, ResponseData } from '@/lib/api/catalog';
import type { TransportResult } from '@/lib/api/transport';
import type { StackLensDB } from '@/lib/db/database';
import { setKeyPlan, type KeyMode } from '@/lib/keys/key-store';
import { saveServerBalance } from './balance';
import { unreadableError } from './billing-errors';
import type { ResponseCache } from './cache';
import { cacheKey } from './cache-key';
import type { ApiErrorData } from '@/lib/api/errors';
import type { Settlement } from './settlement';
import { forgetUnreadable, keepUnreadable, type KeptAnswer } from './unreadable';

export interface CallResult<E extends EndpointId> {
  data: ResponseData<E>;
  source: 'network' | 'cache' | 'stale-cache';
  storedAt: number;
  /** Credits this caller's call was charged (0 for cache answers and for callers that joined another's request). */
  credits: number;
  capped?: boolean;
  /** This caller joined an identical request already in flight. */
  shared?: boolean;
  /** For `stale-cache`: the failure the stale answer stands in for. */
  staleBecause?: ApiErrorData;
  /**
   * The local account the request was sent for (its key's, read with it): its answer belongs there,
   * even when another account's key was saved meanwhile (lib/db/account-data.ts, whileCurrent).
   */
  account: string;
  /** That key's mode (live or test), read with it: what the answer was made with. */
  keyMode: KeyMode;
}

/** A result before the account it was sent for is added (client.ts, execute). */
export type Answer = Omit<CallResult<EndpointId>, 'account' | 'keyMode'>;

export interface AnswerDeps {
  db: StackLensDB;
  cache: ResponseCache;
  scope: () => Promise<string>;
  now: () => number;
  settlement: Settlement;
}

export function createAnswers({ db, cache, scope, now, settlement }: AnswerDeps) {
  /** Reads a kept unreadable answer again (free): this version may read it; else the same error, nothing spent. */
  async function reread(id: EndpointId, def: EndpointDef, parsed: unknown, kept: KeptAnswer): Promise<Answer> {
    const checked = (def.response as z.ZodType).safeParse(kept.data);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      throw unreadableError(id, 200, issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : undefined, kept.credits, true);
    }
    const data = checked.data as ResponseData<EndpointId>;
    await forgetUnreadable(db, cacheKey(await scope(), id, parsed));
    if (def.cache) await cache.put(id, parsed, data).catch(() => undefined);
    return { data, source: 'cache', storedAt: kept.at, credits: 0 };
  }

  async function onSuccess(
    id: EndpointId,
    def: EndpointDef,
    parsed: unknown,
    result: TransportResult,
    mode: KeyMode,
    at: number,
    quiet: boolean,
    rowId: number | null,
  ): Promise<Answer> {
    const checked = (def.response as z.ZodType).safeParse(result.data);
    const credits = await settlement.settleAnswer(id, def, parsed, result, mode, at, quiet, rowId);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      // Kept only when it cost something: a free answer can simply be asked for again.
      const kept =
        credits > 0 &&
        (await keepUnreadable(db, cacheKey(await scope(), id, parsed), { data: result.data, at, credits }).then(
          () => true,
          () => false,
        ));
      const error = unreadableError(id, result.status, issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : undefined, credits, kept);
      error.charge = { status: result.status, ...result.headers, attempts: result.attempts, durationMs: result.durationMs };
      throw error;
    }
    const data = checked.data as ResponseData<EndpointId>;
    const capped = def.billing === 'capped' ? Boolean((data as { capped?: boolean }).capped) || result.headers.exportCapped : undefined;
    // An export cut short by the balance is not the export asked for: it is not served again for free.
    if (def.cache && !capped) await cache.put(id, parsed, data).catch(() => undefined);
    if (id === 'account.credits') {
      const credits = data as ResponseData<'account.credits'>;
      await saveServerBalance(db, credits, now());
      await setKeyPlan(db, credits.plan);
    }
    return { data, source: 'network', storedAt: now(), credits, ...(capped !== undefined ? { capped } : {}) };
  }

  return { reread, onSuccess };
}
