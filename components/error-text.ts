// An API error's message in the reader's language. lib/api writes its errors in English (it imports
// nothing else in lib/ and runs in the sandbox too); an error whose message is still its kind's default
// is worded here from its kind and fields, and a message a caller wrote itself is shown as written.
import { defaultMessage, megabytes, type ApiErrorData, type ErrorKind } from '@/lib/api/errors';
import { formatNumber } from '@/lib/display/format';
import { t } from '@/lib/i18n';
import type { ErrorLike } from '@/lib/ui/loadable';

export function errorText(error: ErrorLike): string {
  const e = error as ErrorLike & Partial<Omit<ApiErrorData, 'kind' | 'message'>>;
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
      if (e.resetAt) return e.message;
      if (e.cost !== undefined && e.balance !== undefined) return t('errors_noCreditsCost', [formatNumber(e.cost), formatNumber(e.balance)]);
      return e.cost === undefined && e.balance === undefined ? t('errors_noCredits') : e.message;
    case 'budget':
      return e.cap ? t('errors_budgetCap', [e.cap]) : t('errors_budget');
    case 'server':
      return e.status ? t('errors_serverStatus', [String(e.status)]) : t('errors_server');
    case 'network':
      return t('errors_network');
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
      return t('errors_storageFull');
    default:
      return e.message;
  }
}
