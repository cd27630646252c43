// An API error's message in the reader's language. lib/api writes its errors in English (it imports
// nothing else in lib/ and runs in the sandbox too); an error whose message is still its kind's default
// is worded here from its kind and fields, and a message a caller wrote itself is shown as written.
import type { BaseUrlCheck } from '@/lib/api/base-url';
import { defaultMessage, megabytes, refusedMessage, UNEXPECTED_MESSAGE, type ApiErrorData, type ErrorKind } from '@/lib/api/errors';
import { formatNumber, formatUtcDate } from '@/lib/display/format';
import { t } from '@/lib/i18n';
import type { ErrorLike } from '@/lib/ui/loadable';

export function errorText(error: ErrorLike): string {
  const e = error as ErrorLike & Partial<Omit<ApiErrorData, 'kind' | 'message'>>;
  if (e.kind === 'server' && e.message === UNEXPECTED_MESSAGE) return t('errors_unexpected');
  // A refused request without a kind's default message (lib/api errorForStatus): a 400's detail is the server's own text.
  if (e.kind === 'validation' && e.status !== undefined && e.status !== 400 && e.message === refusedMessage(e.status, e.detail))
    return e.detail ? t('errors_refusedStatusDetail', [String(e.status), e.detail]) : t('errors_refusedStatus', [String(e.status)]);
  if (e.kind === 'validation' && e.status === 400 && e.detail === undefined && e.message === refusedMessage(400, undefined)) return t('errors_refusedParams');
  if (e.message !== defaultMessage(e.kind as ErrorKind, e)) return e.message;
  switch (e.kind) {
    case 'validation':
      return e.detail ?? t('errors_validation');
    case 'not_found':
      return e.detail ?? t('errors_notFound');
    case 'authentication':
      return t('errors_authentication');
    case 'permission':
      return t('errors_permission');
    case 'conflict':
      return e.detail ? t('errors_conflictNamed', [e.detail]) : t('errors_conflict');
    case 'rate_limit':
      return e.retryAfterSeconds !== undefined ? t('errors_rateLimitWait', [formatNumber(e.retryAfterSeconds)]) : t('errors_rateLimit');
    case 'insufficient_credits':
      if (e.cost !== undefined && e.balance !== undefined)
        return withReset(t('errors_noCreditsCost', [formatNumber(e.cost), formatNumber(e.balance)]), e.resetAt);
      return e.cost === undefined && e.balance === undefined ? withReset(t('errors_noCredits'), e.resetAt) : e.message;
    case 'budget':
      return e.cap ? t('errors_budgetCap', [e.cap]) : t('errors_budget');
    case 'server':
      return e.status ? t('errors_serverStatus', [String(e.status)]) : t('errors_server');
    case 'network':
      // Nothing paid left (lib/api/sent-policy.ts): said so, never "may have been billed".
      if (e.code === 'offline') return t('errors_offlineNothingSent');
      return e.code === 'unreachable' ? t('errors_unreachableNothingSent') : t('errors_network');
    case 'timeout':
      return t('errors_timeout');
    case 'response_validation':
      return t('errors_responseValidation');
    case 'too_large':
      return e.maxBytes ? t('errors_tooLargeOver', [megabytes(e.maxBytes)]) : t('errors_tooLarge');
    case 'aborted':
      return t('errors_aborted');
    case 'no_key':
      return t('errors_noKey');
    case 'storage_full':
      return t(STORAGE_FULL_WORDS[e.takenBy ?? 'unknown'] ?? 'errors_storageFull');
    default:
      return e.message;
  }
}

/** What a full storage says to do, by what takes the space (lib/metered/storage-stats.ts takenBy). */
const STORAGE_FULL_WORDS = {
  cache: 'errors_storageFullCache',
  ledger: 'errors_storageFullLedger',
  audiences: 'errors_storageFullAudiences',
  other: 'errors_storageFullOther',
  unknown: 'errors_storageFull',
} as const;

/** An out-of-credits message with the date the credits come back, when the API sent it. */
const withReset = (text: string, resetAt: string | undefined): string =>
  resetAt ? t('common_errCreditsReset', [text.replace(/([^.。])$/, '$1.'), formatUtcDate(resetAt)]) : text;

/** Why an API base URL is refused (lib/api/base-url.ts checkBaseUrl), in the reader's language. */
export function baseUrlText(check: Extract<BaseUrlCheck, { ok: false }>): string {
  switch (check.problem) {
    case 'too_long':
      return t('errors_baseUrlTooLong', [formatNumber(check.max ?? 0)]);
    case 'not_url':
      return t('errors_baseUrlNotUrl');
    case 'credentials':
      return t('errors_baseUrlCredentials');
    case 'query':
      return t('errors_baseUrlQuery');
    case 'insecure':
      return t('errors_baseUrlInsecure', [check.host ?? '']);
    case 'scheme':
      return t('errors_baseUrlScheme');
  }
}
