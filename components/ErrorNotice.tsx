// Shows an API error as what the user can do about it: set the key, wait, top up, upgrade.
import { useEffect, useState } from 'react';
import { creditText } from './format';
import { errorText } from '@/lib/display/error-text';

import type { ErrorLike } from '@/lib/ui/loadable';
import { formatNumber, formatUtcDate } from '@/lib/display/format';
import { t, type MessageKey } from '@/lib/i18n';
import { planLabel } from '@/lib/display/api-values';

export type { ErrorLike };

const TITLES: Record<string, MessageKey> = {
  no_key: 'common_errNoKey',
  authentication: 'common_errAuthentication',
  permission: 'common_errPermission',
  insufficient_credits: 'common_errInsufficientCredits',
  budget: 'common_errBudget',
  rate_limit: 'common_errRateLimit',
  not_found: 'common_errNotFound',
  network: 'common_errNetwork',
  timeout: 'common_errTimeout',
  server: 'common_errServer',
  response_validation: 'common_errResponseValidation',
  too_large: 'common_errTooLarge',
  validation: 'common_errValidation',
  conflict: 'common_errConflict',
};

function useCountdown(until: number | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until || until <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until ? Math.max(0, Math.ceil((until - now) / 1000)) : null;
}

const titleOf = (kind: string): string | undefined => (TITLES[kind] ? t(TITLES[kind]) : undefined);

/** The message, completed with what the page knows and the error may not: the plan, the reset date. */
function explain(error: ErrorLike, plan?: string | null, resetAt?: string | null): string {
  if (error.kind === 'permission' && plan) return t('common_errPlanExcludes', [planLabel(plan)]);
  const reset = error.resetAt ?? resetAt;
  if (error.kind === 'insufficient_credits' && reset && !/reset/i.test(error.message)) {
    const date = formatUtcDate(reset);
    return t('common_errCreditsReset', [errorText(error).replace(/\.?$/, '.'), date]);
  }
  return errorText(error);
}

export interface ErrorNoticeProps {
  error: ErrorLike;
  onRetry?: () => void;
  /** What "Try again" costs: 0 = free; absent only where the retry is not an API call that spends. */
  cost?: number;
  /** The retry would be answered from the cache (free): labelled "free (cached)". */
  cached?: boolean;
  /** Replaces the title derived from the error's kind (e.g. "Alert limit reached"). */
  title?: string;
  settingsHref?: string;
  /** Credits & usage (plan, limit, reset date, budgets): the way forward at 0 credits or at a cap. */
  creditsHref?: string;
  /** Credits & usage › Budgets, its cap fields focused: where a cap that refused a spend is raised (else creditsHref). */
  budgetsHref?: string;
  plan?: string | null;
  resetAt?: string | null;
  autoRetry?: boolean;
  /** Stops the automatic retry a rate limit's countdown ends in. */
  onCancelRetry?: () => void;
}

/** Kinds a retry cannot fix: the user must act first (set the key, upgrade, top up, raise the budget). */
const NO_RETRY = ['validation', 'no_key', 'authentication', 'permission', 'budget', 'insufficient_credits'];

export function retryLabel(cost: number | undefined, cached = false, kept = false): string {
  if (kept) return t('common_retryKept');
  if (cached) return t('common_retryCached');
  return cost === undefined ? t('common_retry') : t('common_retryCost', [creditText(cost)]);
}

export function ErrorNotice(props: ErrorNoticeProps) {
  const { error, onRetry, settingsHref } = props;
  const seconds = useCountdown(error.kind === 'rate_limit' ? error.retryAt : undefined);
  const waiting = seconds !== null && seconds > 0;
  return (
    <div role="alert" className={`notice notice-${error.kind === 'validation' ? 'warn' : 'error'}`}>
      <strong>{props.title ?? (error.code === 'no_consent' ? t('store_noConsentTitle') : titleOf(error.kind)) ?? t('common_errUnknown')}</strong>
      <p>{explain(error, props.plan, props.resetAt)}</p>
      {waiting && <p aria-live="polite">{t(props.autoRetry ? 'common_retryingIn' : 'common_retryIn', [formatNumber(seconds)])}</p>}
      <div className="notice-actions">
        {(error.kind === 'no_key' || error.kind === 'authentication') && settingsHref && (
          <a className="button" href={settingsHref} target="_blank" rel="noreferrer">
            {t('common_openSettings')}
          </a>
        )}
        {error.kind === 'insufficient_credits' && props.creditsHref && (
          <a className="button" href={props.creditsHref} target="_blank" rel="noreferrer">
            {t('common_openCredits')}
          </a>
        )}
        {error.kind === 'budget' && (props.budgetsHref ?? props.creditsHref) && (
          <a className="button" href={props.budgetsHref ?? props.creditsHref} target="_blank" rel="noreferrer">
            {t('common_openBudgets')}
          </a>
        )}
        {waiting && props.autoRetry && props.onCancelRetry && (
          <button type="button" onClick={props.onCancelRetry}>
            {t('common_cancelRetry')}
          </button>
        )}
        {onRetry && !NO_RETRY.includes(error.kind) && (
          <button type="button" onClick={onRetry} disabled={waiting}>
            {retryLabel(props.cost, props.cached, error.kept)}
          </button>
        )}
      </div>
    </div>
  );
}
