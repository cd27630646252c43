// The errors of a paid call whose answer did not simply arrive (lib/metered/client.ts): an answer that
// cannot be read, one too large to read, and no answer at all. Each says what the call cost (or may
// have cost) and what pressing again does, in the user's language.
import { ApiError, megabytes, ResponseValidationError, TooLargeError } from '@/lib/api/errors';
import type { EndpointId } from '@/lib/api/catalog';
import { errorText } from '@/lib/display/error-text';
import { t, tn } from '@/lib/i18n';
import type { CostEstimate } from './estimate';
import type { KeyMode } from '@/lib/keys/key-store';
import { lostAnswerCeiling } from './reconcile-plan';

/** The error for a paid answer that cannot be read: what it cost, and that a retry will not pay again. */
export function unreadableError(id: EndpointId, status: number, issues: string | undefined, spent: number, kept: boolean): ResponseValidationError {
  const retry = t(kept ? 'errors_retryRereads' : 'errors_retrySendsAgain');
  return new ResponseValidationError({
    endpoint: id,
    status,
    issues,
    spent,
    kept,
    message: sentences(t('errors_unreadable'), billedText(spent), retry, t('errors_updateIfRepeats')),
  });
}

/** An answer too large to read (refused unread, accounted like any answer): what it cost, and what to do. */
export function tooLargeError(error: ApiError, spent: number): TooLargeError {
  const unread = error.maxBytes ? t('errors_tooLargeUnreadOver', [megabytes(error.maxBytes)]) : t('errors_tooLargeUnread');
  return new TooLargeError({
    ...error.toJSON(),
    spent,
    message: sentences(unread, billedText(spent), t('errors_askForLess')),
  });
}

/**
 * A paid request that got no answer (timeout, lost connection) may have been billed: the message says
 * so, up to what amount (a request without an Idempotency-Key twice over: the browser may have resent
 * it), and what pressing again does: an idempotent POST is replayed for free, a paid GET is not repeated
 * by StackLens and would be sent (and billed) again.
 */
export function possiblyBilledError(error: ApiError, estimate: CostEstimate & { mode: KeyMode }, idempotent: boolean): ApiError {
  const charge = error.charge;
  if (!charge || charge.status !== null || estimate.mode !== 'live' || (error.kind !== 'network' && error.kind !== 'timeout')) return error;
  // Never an amount below what the server may have charged: without an Idempotency-Key the browser
  // itself may have sent the request twice, each billed.
  const ceiling = lostAnswerCeiling(estimate.credits, idempotent);
  const what =
    estimate.billing === 'deferred'
      ? t('errors_noAnswerDeferred')
      : ceiling > estimate.credits
        ? tn('errors_noAnswerBilledResent', ceiling)
        : tn(estimate.billing === 'fixed' ? 'errors_noAnswerBilled' : 'errors_noAnswerBilledUpTo', estimate.credits);
  const next = t(idempotent ? 'errors_retryNotTwice' : 'errors_retrySendsItAgain');
  const rebuilt = ApiError.fromData({ ...error.toJSON(), message: sentences(errorText(error).replace(/([^.。])$/, '$1.'), what, next) });
  rebuilt.charge = charge;
  return rebuilt;
}

/** What a failed answer cost, as a sentence. */
const billedText = (spent: number): string => (spent > 0 ? tn('errors_billed', spent) : t('errors_costNothing'));

/** Whole translated sentences, one after another. */
const sentences = (...parts: string[]): string => parts.join(' ');
