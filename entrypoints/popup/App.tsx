// The popup: the active tab's site (or `?domain=`), its technologies, history and company. Never blank:
// a skeleton first, then data, a reason there is nothing to look up, or what to do about an error.
import { useCallback, useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import type { ApiError } from '@/lib/api/errors';
import { messenger } from '@/lib/messaging/client';
import type { BalanceView, KeyDescription, SettingsView } from '@/lib/messaging/protocol';
import { ErrorNotice } from '@/components/ErrorNotice';
import { DomainView } from './DomainView';
import { Header } from './Header';
import { SearchBox } from './SearchBox';
import { useTarget } from './use-target';

const BALANCE_MAX_AGE_MS = 5 * 60_000;

function Skeleton() {
  return (
    <div className="skeleton" aria-busy="true" aria-label="Loading">
      <div className="bar wide" />
      <div className="bar" />
      <div className="bar" />
      <div className="bar" />
    </div>
  );
}

function SetupPrompt() {
  return (
    <div className="setup">
      <h1>Welcome to StackLens</h1>
      <p>Add your API key to see what any website runs, since when, and who is behind it.</p>
      <a className="button primary" href={browser.runtime.getURL('/options.html#settings')} target="_blank" rel="noreferrer">
        Set up your API key
      </a>
    </div>
  );
}

export function App() {
  const { state: target, search } = useTarget();
  const [keyInfo, setKeyInfo] = useState<KeyDescription | null>(null);
  const [settings, setSettings] = useState<SettingsView | null>(null);
  const [balance, setBalance] = useState<BalanceView | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);

  const refreshBalance = useCallback(() => {
    messenger.send('credits.get', { sync: false }).then(setBalance, () => undefined);
  }, []);

  useEffect(() => {
    Promise.all([messenger.send('key.describe', {}), messenger.send('settings.get', {})])
      .then(([k, s]) => {
        setKeyInfo(k);
        setSettings(s);
        if (!k.configured) return;
        messenger.send('credits.get', { sync: false }).then((b) => {
          setBalance(b);
          // Re-reading the balance is free; do it in the background when it is old.
          if (!b.syncedAt || Date.now() - b.syncedAt > BALANCE_MAX_AGE_MS) messenger.send('credits.get', { sync: true }).then(setBalance, () => undefined);
        }, () => undefined);
      })
      .catch((e: ApiError) => setFailure(e));
  }, []);

  let body;
  if (failure) body = <ErrorNotice error={failure} />;
  else if (target.status === 'loading' || !keyInfo || !settings) body = <Skeleton />;
  else if (!keyInfo.configured) body = <SetupPrompt />;
  else if (!target.target.ok) {
    body = (
      <div className="not-a-site" role="status">
        <h1>Nothing to look up here</h1>
        <p>{target.target.message}</p>
        <p className="hint">Nothing was spent. Search for any domain above.</p>
      </div>
    );
  } else {
    body = <DomainView key={target.target.domain} target={target.target} askFirst={settings.askBeforeLookup} keyInfo={keyInfo} balance={balance} onSpent={refreshBalance} />;
  }

  return (
    <div className="popup">
      <Header balance={balance} />
      {keyInfo?.configured !== false && <SearchBox onSearch={search} />}
      <main>{body}</main>
    </div>
  );
}
