// Shows an API error as what the user can do about it: set the key, wait, top up, upgrade.
import { useEffect, useState } from 'react';

export interface ErrorLike {
  kind: string;
  message: string;
  retryAt?: number;
  resetAt?: string | null;
}

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

export function ErrorNotice({ error, onRetry, settingsHref }: { error: ErrorLike; onRetry?: () => void; settingsHref?: string }) {
  const seconds = useCountdown(error.kind === 'rate_limit' ? error.retryAt : undefined);
  const waiting = seconds !== null && seconds > 0;
  return (
    <div role="alert" className={`notice notice-${error.kind === 'validation' ? 'warn' : 'error'}`}>
      <strong>{TITLES[error.kind] ?? 'Something went wrong'}</strong>
      <p>{error.message}</p>
      {waiting && <p aria-live="polite">You can try again in {seconds} s.</p>}
      <div className="notice-actions">
        {(error.kind === 'no_key' || error.kind === 'authentication') && settingsHref && (
          <a className="button" href={settingsHref} target="_blank" rel="noreferrer">
            Open settings
          </a>
        )}
        {onRetry && !['validation', 'no_key', 'authentication', 'permission'].includes(error.kind) && (
          <button type="button" onClick={onRetry} disabled={waiting}>
            Try again
          </button>
        )}
      </div>
    </div>
  );
}
