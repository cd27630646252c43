// Settings › Hidden on-page technologies: what "Not right?" › Hide on this site hid, per site, each
// with Show again, and Show all again. Kept in this browser only; the popup shows them on its next check.
import { t } from '@/lib/i18n';
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
      <h2 id="hidden-heading">{t('hidden_settingsTitle')}</h2>
      <section aria-labelledby="hidden-heading" className="hidden-settings">
        <p className="hint">{t('hidden_settingsHint')}</p>
        {state.status === 'error' && <ErrorNotice error={state.error} onRetry={retry} />}
        {failed && <ErrorNotice error={failed} />}
        {state.status !== 'loading' && rows.length === 0 && <p>{t('hidden_settingsEmpty')}</p>}
        {bySite(rows).map(([site, names]) => (
          <div key={site}>
            <h3>{displayDomain(site)}</h3>
            <ul aria-label={t('hidden_settingsSiteList', [displayDomain(site)])}>
              {names.map((name) => (
                <li key={name}>
                  {name}{' '}
                  <button
                    type="button"
                    className="inline-button"
                    aria-label={t('hidden_settingsShowAgainLabel', [name, displayDomain(site)])}
                    onClick={() => show({ site, names: [name] })}
                  >
                    {t('hidden_showAgain')}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
        {rows.length > 1 && (
          <button type="button" onClick={() => show({})}>
            {t('hidden_showAllAgain')}
          </button>
        )}
      </section>
    </>
  );
}
