// Settings › Hidden on-page technologies: what "Not right?" › Hide on this site hid, per site, each
// with Show again, and Show all again. Kept in this browser only; the popup shows them on its next check.
import { useState } from 'react';
import { ErrorNotice } from '@/components/ErrorNotice';
import { displayDomain } from '@/lib/display/server-strings';
import { messenger } from '@/lib/messaging/client';
import type { HiddenView } from '@/lib/messaging/features/hidden';
import { latest, useLoad } from '@/lib/ui/use-load';
import { toApiError, type ApiErrorData } from '@/lib/api/errors';

function bySite(rows: readonly HiddenView[]): [string, string[]][] {
  const sites = new Map<string, string[]>();
  for (const r of rows) sites.set(r.site, [...(sites.get(r.site) ?? []), r.name]);
  return [...sites];
}

export function HiddenSettings() {
  const [reload, setReload] = useState(0);
  const [state, retry] = useLoad(() => messenger.send('hidden.list', {}), `${reload}`);
  const [failed, setFailed] = useState<ApiErrorData | null>(null);
  const rows = latest(state) ?? [];
  const show = (input: { site?: string; names?: string[] }) => {
    setFailed(null);
    messenger.send('hidden.show', input).then(
      () => setReload((n) => n + 1),
      (e: unknown) => setFailed(toApiError(e)),
    );
  };
  return (
    <>
      <h2 id="hidden-heading">Hidden on-page technologies</h2>
      <section aria-labelledby="hidden-heading" className="hidden-settings">
        <p className="hint">
          What you hid with “Not right?” in the popup’s “On this page now” list, per site. Kept in this browser only; the database’s results are never hidden.
        </p>
        {state.status === 'error' && <ErrorNotice error={state.error} onRetry={retry} />}
        {failed && <ErrorNotice error={failed} />}
        {state.status !== 'loading' && rows.length === 0 && <p>Nothing is hidden.</p>}
        {bySite(rows).map(([site, names]) => (
          <div key={site}>
            <h3>{displayDomain(site)}</h3>
            <ul aria-label={`Hidden on ${displayDomain(site)}`}>
              {names.map((name) => (
                <li key={name}>
                  {name}{' '}
                  <button
                    type="button"
                    className="inline-button"
                    aria-label={`Show again: ${name} on ${displayDomain(site)}`}
                    onClick={() => show({ site, names: [name] })}
                  >
                    Show again
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
        {rows.length > 1 && (
          <button type="button" onClick={() => show({})}>
            Show all again
          </button>
        )}
      </section>
    </>
  );
}
