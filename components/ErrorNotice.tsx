// Shows an API error as what the user can do about it: set the key, wait, top up, upgrade.
import { useEffect, useState } from 'react';
import { creditText } from './format';
import { t } from '@/lib/i18n';

import type { ErrorLike } from '@/lib/ui/loadable';
import { formatUtcDate } from '@/lib/display/format';

export type { ErrorLike };

const TITLES: Record<string, string> = {
  no_key: 'No API key yet',
  authentication: 'The API key was rejected',
  permission: 'Not included in your plan',
  insufficient_credits: 'Out of credits',
  budget: 'Budget cap reached',
  rate_limit: 'Too many requests',
  not_found: 'Not found',
  network: 'Cannot reach the API',
  timeout: 'The API took too long',
  server: 'The API had a problem',
  response_validation: 'Unexpected answer from the API',
  too_large: 'Answer too large to show',
  validation: 'Check your input',
  conflict: 'Already exists',
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

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The message, completed with what the page knows and the error may not: the plan, the reset date. */
function explain(error: ErrorLike, plan?: string | null, resetAt?: string | null): string {
  if (error.kind === 'permission' && plan) return `Your ${capitalise(plan)} plan does not include this. Upgrade your plan to use it.`;
  const reset = error.resetAt ?? resetAt;
  if (error.kind === 'insufficient_credits' && reset && !/reset/i.test(error.message)) {
    const date = formatUtcDate(reset);
    return `${error.message.replace(/\.?$/, '.')} Credits reset on ${date}.`;
  }
  return error.message;
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
  plan?: string | null;
  resetAt?: string | null;
  autoRetry?: boolean;
}

/** Kinds a retry cannot fix: the user must act first (set the key, upgrade, top up, raise the budget). */
const NO_RETRY = ['validation', 'no_key', 'authentication', 'permission', 'budget', 'insufficient_credits'];

export function retryLabel(cost: number | undefined, cached = false, kept = false): string {
  if (kept) return 'Try again · free (answer kept)';
  if (cached) return 'Try again · free (cached)';
  return cost === undefined ? 'Try again' : `Try again · ${creditText(cost)}`;
}

export function ErrorNotice(props: ErrorNoticeProps) {
  const { error, onRetry, settingsHref } = props;
  const seconds = useCountdown(error.kind === 'rate_limit' ? error.retryAt : undefined);
  const waiting = seconds !== null && seconds > 0;
  return (
    <div role="alert" className={`notice notice-${error.kind === 'validation' ? 'warn' : 'error'}`}>
      <strong>{props.title ?? (error.code === 'no_consent' ? t('store_noConsentTitle') : TITLES[error.kind]) ?? 'Something went wrong'}</strong>
      <p>{explain(error, props.plan, props.resetAt)}</p>
      {waiting && <p aria-live="polite">{props.autoRetry ? `Trying again in ${seconds} s.` : `You can try again in ${seconds} s.`}</p>}
      <div className="notice-actions">
        {(error.kind === 'no_key' || error.kind === 'authentication') && settingsHref && (
          <a className="button" href={settingsHref} target="_blank" rel="noreferrer">
            Open settings
          </a>
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
