// Settings: the API key (verified with a free GET /v1/credits before it is stored) and base URL, then the
// popup and theme settings and what StackLens stores (Storage), each in its own file.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { browser } from 'wxt/browser';
import { API_KEY_RE } from '@/lib/api/schemas';
import { checkBaseUrl } from '@/lib/api/base-url';
import { NetworkError, type ApiError } from '@/lib/api/errors';
import { messenger } from '@/lib/messaging/client';
import type { BalanceView, KeyDescription, SettingsView } from '@/lib/messaging/protocol';
import type { BrowsingData } from '@/lib/keys/browsing-data';
import { BalanceSummary } from '@/components/BalanceSummary';
import { SaveNotice } from '@/components/SaveNotice';
import { baseUrlText } from '@/lib/display/error-text';
import type { SaveStatus } from '@/lib/ui/use-save-status';
import { LookupChoice } from '../settings/LookupChoice';
import { PopupSettings } from '../settings/PopupSettings';
import { StorageSettings } from '../settings/StorageSettings';
import { ThemeSettings } from '../settings/ThemeSettings';
import { HiddenSettings } from '../settings/HiddenSettings';
import { IdealCustomerSettings } from '../settings/IdealCustomerSettings';
import { clearLocalFrames } from '@/lib/first-paint/local-frame';
import { asksDataConsent, hasDataConsent, requestDataConsent } from '@/lib/consent/consent';
import { t, tn } from '@/lib/i18n';
import { DataConsent } from '../settings/DataConsent';
import { PRIVACY_PAGE } from '@/lib/privacy-page';
import { formatNumber } from '@/lib/display/format';
import { currentPlatform } from '@/lib/platform';

/**
 * How long Save waits for the worker: its free GET /v1/credits takes up to 3 attempts of 25 s with
 * backoff (lib/api/transport.ts, retry-policy.ts), so a reply later than this one is lost.
 */
export const SAVE_TIME_LIMIT_MS = 90_000;

/** The key field's placeholder before any key is saved: the form of a key, not words. */
const KEY_EXAMPLE = 'tapi_live_…';

/**
 * A worker reply lost (the worker stopped without the browser saying so) would leave Save waiting for
 * ever: after SAVE_TIME_LIMIT_MS it fails with what may have happened and what to do. The worker's own
 * work is not stopped by it.
 */
function withinTimeLimit<T>(reply: Promise<T>, key: 'settings_keySaveTimeLimit' | 'settings_baseUrlSaveTimeLimit'): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NetworkError({ code: 'time_limit', message: t(key, [formatNumber(SAVE_TIME_LIMIT_MS / 1000)]) })), SAVE_TIME_LIMIT_MS);
  });
  return Promise.race([reply, late]).finally(() => clearTimeout(timer));
}

/** What to do after the key is saved: click StackLens on a site, with the keyboard shortcut when one is set. */
async function nextStepText(): Promise<string> {
  const name = currentPlatform().openPopupCommand;
  let keys: string | undefined;
  try {
    keys = (await browser.commands.getAll()).find((c) => c.name === name)?.shortcut;
  } catch {
    keys = undefined; // No commands API here: the sentence without the keys.
  }
  return keys ? t('settings_nextStepShortcut', [keys]) : t('settings_nextStep');
}

/** Origin pattern for optional host permissions, e.g. https://api.example.com/*. */
function originPattern(url: string): string {
  const u = new URL(url);
  return `${u.protocol}//${u.hostname}/*`;
}

async function hasOriginPermission(url: string): Promise<boolean> {
  return browser.permissions.contains({ origins: [originPattern(url)] });
}

/** The form's key and address as the worker will take them, or why not (checked here too, so a refused one never leaves the page). */
function checkKeyForm(keyInput: string, configured: boolean, baseUrl: string): { key: string; url: { url: string } } | { refused: string } {
  const key = keyInput.trim();
  if (key && !API_KEY_RE.test(key)) return { refused: t('settings_keyFormatInvalid') };
  if (!key && !configured) return { refused: t('settings_keyMissing') };
  const url = checkBaseUrl(baseUrl);
  if (!url.ok) return { refused: baseUrl.trim() ? t('settings_baseUrlRefused', [baseUrlText(url)]) : t('settings_baseUrlMissing') };
  return { key, url };
}

export function SettingsSection() {
  const [key, setKey] = useState<KeyDescription | null>(null);
  const [settings, setSettings] = useState<SettingsView | null>(null);
  const [balance, setBalance] = useState<BalanceView | null>(null);
  const [keyInput, setKeyInput] = useState('');
  const [baseUrl, setBaseUrl] = useState('');
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const [needsGrant, setNeedsGrant] = useState<string | null>(null);
  const [removing, setRemoving] = useState<BrowsingData | null>(null);
  const [consent, setConsent] = useState(true);

  const load = useCallback(
    () =>
      Promise.all([messenger.send('keys.describe', {}), messenger.send('settings.get', {}), hasDataConsent()]).then(([k, s, allowed]) => {
        setKey(k);
        setSettings(s);
        setBaseUrl(s.baseUrl);
        setConsent(allowed);
        if (k.configured && allowed) {
          messenger.send('credits.get', { sync: true }).then(setBalance, (error: ApiError) => setStatus({ kind: 'error', error }));
        }
      }),
    [],
  );

  useEffect(() => {
    load().catch((error: ApiError) => setStatus({ kind: 'error', error }));
  }, [load]);

  async function save(grantTried = false) {
    const checked = checkKeyForm(keyInput, Boolean(key?.configured), baseUrl);
    if ('refused' in checked) {
      setStatus({ kind: 'error', error: { kind: 'validation', message: checked.refused } });
      return;
    }
    const { key: trimmedKey, url } = checked;
    // Firefox's prompt, asked before anything is sent (and while the click is still being handled).
    const allowed = grantTried || (await requestDataConsent());
    setConsent(allowed);
    if (!allowed) {
      setStatus({ kind: 'error', error: { kind: 'no_key', code: 'no_consent', message: t('store_noConsentOnSave') } });
      return;
    }
    setStatus({ kind: 'saving' });
    setNeedsGrant(null);
    // A key or base URL saved may be another account: the popup's first frames kept in localStorage
    // show this one's answers and header, so they go before it is sent and again once it is answered
    // (a popup opened meanwhile may have kept one more of them).
    clearLocalFrames();
    try {
      if (trimmedKey) {
        const saved = await withinTimeLimit(messenger.send('keys.save', { key: trimmedKey, baseUrl: url.url }), 'settings_keySaveTimeLimit');
        setKey(saved.key);
        setBalance(saved.balance);
        setKeyInput('');
        const done = { kind: 'saved', text: t('settings_keySaved') } as const;
        setStatus(done);
        // Then what to do next, once the browser says which keys open the popup.
        void nextStepText().then((next) => setStatus((now) => (now === done ? { ...done, next } : now)));
      } else {
        // The worker keeps the new URL only if the stored key is accepted there (a free GET /v1/credits).
        const s = await withinTimeLimit(messenger.send('settings.update', { baseUrl: url.url }), 'settings_baseUrlSaveTimeLimit');
        setSettings(s);
        setBaseUrl(s.baseUrl);
        setBalance(await messenger.send('credits.get', { sync: false }));
        setStatus({ kind: 'saved', text: t('settings_baseUrlSaved') });
      }
    } catch (e) {
      const error = e as ApiError;
      // A server without CORS looks like a network failure; the origin's permission lets the worker through.
      if (error.kind === 'network' && !grantTried && !(await hasOriginPermission(baseUrl).catch(() => true))) {
        const granted = await browser.permissions.request({ origins: [originPattern(baseUrl)] }).catch(() => null);
        if (granted) return save(true);
        setNeedsGrant(new URL(baseUrl).origin);
      }
      setStatus({ kind: 'error', error });
    } finally {
      clearLocalFrames();
    }
  }

  async function allowSending() {
    if (!(await requestDataConsent())) return;
    setStatus({ kind: 'idle' });
    await load().catch((error: ApiError) => setStatus({ kind: 'error', error }));
  }

  async function grant() {
    if (await browser.permissions.request({ origins: [originPattern(baseUrl)] })) await save(true);
  }

  /** Asks first, with what else may go: this browser's data derived from browsing, counted. */
  async function askRemoveKey() {
    setRemoving(await messenger.send('browsingData.count', {}).catch(() => ({ cacheEntries: 0, visits: 0, ledgerDomains: 0 })));
  }

  async function removeKey(clear: boolean) {
    setKey(await messenger.send('keys.remove', { clearBrowsingData: clear }));
    // The popup's first frames kept in localStorage show the account's answers: they go with the key.
    clearLocalFrames();
    setRemoving(null);
    setBalance(null);
    setStatus({
      kind: 'saved',
      text: clear ? t('settings_keyRemovedWithData') : t('settings_keyRemoved'),
    });
  }

  return (
    <section aria-labelledby="settings-title">
      <h1 id="settings-title">{t('settings_title')}</h1>
      <h2>{t('settings_apiKey')}</h2>
      <p className="hint">{t('settings_keyKeptHint')}</p>
      <DataConsent asks={asksDataConsent()} withheld={Boolean(key?.configured) && !consent} onAllow={() => void allowSending()} privacyHref={PRIVACY_PAGE} />
      {key?.configured && <p className="key-status">{t(key.mode === 'test' ? 'settings_currentKeyTest' : 'settings_currentKeyLive', [key.last4 ?? ''])}</p>}
      <KeyForm
        configured={Boolean(key?.configured)}
        defaultBaseUrl={settings ? settings.defaultBaseUrl : undefined}
        keyInput={keyInput}
        onKeyInput={setKeyInput}
        baseUrl={baseUrl}
        onBaseUrl={setBaseUrl}
        saving={status.kind === 'saving'}
        removing={removing !== null}
        onSubmit={(event) => (event.preventDefault(), void save())}
        onAskRemove={() => void askRemoveKey()}
      />
      {removing && <RemoveKeyQuestion removing={removing} onRemove={(clear) => void removeKey(clear)} onCancel={() => setRemoving(null)} />}
      <SaveNotice status={status}>
        {needsGrant && (
          <p className="notice notice-warn">
            {t('settings_needsPermission', [needsGrant])}{' '}
            <button type="button" onClick={() => void grant()}>
              {t('settings_allowAccess', [needsGrant])}
            </button>
          </p>
        )}
      </SaveNotice>
      {key?.configured && settings && !settings.lookupChoiceMade && <LookupChoice onChange={setSettings} />}
      {key?.configured && balance && (
        <>
          <h2>{t('settings_creditsHeading')}</h2>
          <BalanceSummary plan={balance.plan ?? key.plan} mode={key.mode} balance={balance.balance} limit={balance.limit} resetAt={balance.resetAt} />
        </>
      )}
      {settings && <OtherSettings settings={settings} onChange={setSettings} />}
    </section>
  );
}

/** The key and API address form. `defaultBaseUrl`: undefined while settings load, '' when the build has none. */
function KeyForm(props: {
  configured: boolean;
  defaultBaseUrl: string | undefined;
  keyInput: string;
  onKeyInput: (value: string) => void;
  baseUrl: string;
  onBaseUrl: (value: string) => void;
  saving: boolean;
  removing: boolean;
  onSubmit: (event: FormEvent) => void;
  onAskRemove: () => void;
}) {
  const { configured, defaultBaseUrl, keyInput, onKeyInput, baseUrl, onBaseUrl, saving, removing, onSubmit, onAskRemove } = props;
  return (
    <form onSubmit={onSubmit} className="form" noValidate>
      <label htmlFor="api-key">{t('settings_apiKey')}</label>
      <input
        id="api-key"
        type="password"
        autoComplete="off"
        spellCheck={false}
        placeholder={configured ? t('settings_newKeyPlaceholder') : KEY_EXAMPLE}
        value={keyInput}
        onChange={(e) => onKeyInput(e.target.value)}
        aria-describedby="api-key-help"
      />
      <small id="api-key-help">{t('settings_keyHelp')}</small>
      <label htmlFor="base-url">{t('settings_baseUrl')}</label>
      <input id="base-url" type="url" spellCheck={false} value={baseUrl} onChange={(e) => onBaseUrl(e.target.value)} aria-describedby="base-url-help" />
      <small id="base-url-help">
        {defaultBaseUrl !== undefined && !defaultBaseUrl ? t('settings_baseUrlRequired') : t('settings_baseUrlDefault', [defaultBaseUrl ?? '…'])}{' '}
        {t('settings_baseUrlHttps')}
      </small>
      <div className="row">
        <button type="submit" className="primary" disabled={saving}>
          {saving ? t('settings_verifying') : t('settings_save')}
        </button>
        {configured && (
          <button type="button" className="danger" onClick={onAskRemove} aria-expanded={removing}>
            {t('settings_removeKey')}
          </button>
        )}
      </div>
    </form>
  );
}

/** "Remove the key?", with what else can go with it. */
function RemoveKeyQuestion({ removing, onRemove, onCancel }: { removing: BrowsingData; onRemove: (clearToo: boolean) => void; onCancel: () => void }) {
  const [clearToo, setClearToo] = useState(false);
  return (
    <div role="group" aria-labelledby="remove-key-title" className="notice notice-warn">
      <p id="remove-key-title">{t('settings_removeKeyQuestion')}</p>
      <label>
        <input type="checkbox" checked={clearToo} onChange={(e) => setClearToo(e.target.checked)} />{' '}
        {t('settings_clearTooLabel', [
          tn('settings_cachedAnswers', removing.cacheEntries),
          tn('settings_visitedSites', removing.visits),
          tn('settings_ledgerRows', removing.ledgerDomains),
        ])}
      </label>
      <div className="row">
        <button type="button" className="danger" onClick={() => onRemove(clearToo)}>
          {clearToo ? t('settings_removeKeyAndClear') : t('settings_removeKeyOnly')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('settings_cancel')}
        </button>
      </div>
    </div>
  );
}

/** The popup's, the theme's, hidden technologies' and storage settings, each in its own file. */
function OtherSettings({ settings, onChange }: { settings: SettingsView; onChange: (s: SettingsView) => void }) {
  return (
    <>
      <PopupSettings settings={settings} onChange={onChange} />
      <IdealCustomerSettings settings={settings} onChange={onChange} />
      <ThemeSettings settings={settings} onChange={onChange} />
      <HiddenSettings />
      <h2>{t('settings_storageHeading')}</h2>
      <StorageSettings settings={settings} onChange={onChange} />
    </>
  );
}
