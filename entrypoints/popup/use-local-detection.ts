// The on-page detection open.ts started for the clicked tab (free), and, only when Settings › Popup
// allows it, one lookup of the names the local catalog lacks (1 credit for up to 100, kept for good).
// With "Ask before each lookup" on, that lookup waits for the user's click; a refused or failed lookup
// is shown with what to do, and can be tried again.
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { browser } from 'wxt/browser';
import type { ErrorLike } from '@/components/ErrorNotice';
import { messenger } from '@/lib/messaging/client';
import type { LocalDetectionView } from '@/lib/messaging/features/local';
import type { KeyDescription, SettingsView } from '@/lib/messaging/protocol';
import { t } from '@/lib/i18n';

/** The paid name lookup, when Settings › Popup allows it. */
export interface NameLookup {
  /** Names waiting for the user's click (Ask before each lookup), 0 when none wait. */
  waiting: number;
  busy: boolean;
  /** The lookup's last error (out of credits, rate limited, budget refused …). */
  error: ErrorLike | null;
  /** Starts the lookup (1 credit for up to 100 names); also the error's retry. */
  run: () => void;
}

export type LocalState =
  | { status: 'none' }
  | { status: 'pending'; sendsNames?: boolean }
  | { status: 'done'; view: LocalDetectionView; spent: number; sendsNames?: boolean; lookup?: NameLookup; checkAgain?: () => void };

type Detection = { status: 'none' } | { status: 'pending' } | { status: 'done'; view: LocalDetectionView; spent: number };

/** The view when the worker did not answer: made when needed, in the reader's language. */
const failed = (): LocalDetectionView => ({
  status: 'failed',
  message: t('popup_localWorkerSilent'),
  host: null,
  technologies: [],
  unresolved: [],
  durationMs: 0,
});

/** Name lists already sent for resolving in this popup: StrictMode runs effects twice, the lookup once. */
const asked = new Set<string>();

export function useLocalDetection(key: KeyDescription | null, settings: SettingsView | null, onSpent?: (credits: number) => void): LocalState {
  const [state, setState] = useState<Detection>(() => (globalThis.__stacklensLocal ? { status: 'pending' } : { status: 'none' }));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorLike | null>(null);

  // The check under way at mount (the popup's early request started it), or else the one open.ts
  // starts with popup.open (the side panel sends that from React): there by the time `key` is.
  const [atMount] = useState(() => globalThis.__stacklensLocal);
  const opened = key !== null;
  useEffect(() => {
    const pending = atMount ?? (opened ? globalThis.__stacklensLocal : undefined);
    if (!pending) return;
    let live = true;
    pending.then(
      (view) => live && setState({ status: 'done', view, spent: 0 }),
      () => live && setState({ status: 'done', view: failed(), spent: 0 }),
    );
    return () => {
      live = false;
    };
  }, [atMount, opened]);

  // The page again, when parts of it were not checked in time (a busy machine): the tab the popup was
  // opened on is still the active one, and activeTab still allows it.
  const checkAgain = useCallback(() => {
    setState({ status: 'pending' });
    browser.tabs
      .query({ active: true, currentWindow: true })
      .then(([tab]) => (tab?.id === undefined ? failed() : messenger.send('local.detect', { tabId: tab.id })))
      .then(
        (view) => setState({ status: 'done', view, spent: 0 }),
        () => setState({ status: 'done', view: failed(), spent: 0 }),
      );
  }, []);

  const unresolved = state.status === 'done' ? state.view.unresolved : [];
  const names = unresolved.slice(0, 100);
  const allowed = Boolean(key?.configured && settings?.resolveLocalNames);
  const askFirst = Boolean(settings?.askBeforeLookup);

  const resolve = useCallback(
    (list: string[]) => {
      asked.add(list.join('\n'));
      setBusy(true);
      setError(null);
      messenger
        .send('local.resolve', { names: list })
        .then(({ resolved, credits }) => {
          setState((s) =>
            s.status !== 'done'
              ? s
              : {
                  status: 'done',
                  spent: s.spent + credits,
                  view: {
                    ...s.view,
                    unresolved: [],
                    technologies: s.view.technologies.map((t) => ({ ...t, technology: t.technology ?? resolved[t.name] ?? null })),
                  },
                },
          );
          if (credits > 0) onSpent?.(credits);
        })
        .catch((e: unknown) => setError(e as ErrorLike))
        .finally(() => setBusy(false));
    },
    [onSpent],
  );

  // Automatic only when the user did not ask to confirm each lookup; once per detection (`resolve`
  // changes with onSpent, the names do not).
  const namesKey = names.join('\n');
  const resolveOnce = useEffectEvent(() => {
    if (!asked.has(namesKey)) resolve(names);
  });
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the lookup follows the page's detection (an external event) and shows as busy at once
    if (allowed && !askFirst && namesKey !== '') resolveOnce();
  }, [allowed, askFirst, namesKey]);

  // Started with popup.open's answer, not answered yet: inspecting.
  if (state.status === 'none') return !atMount && opened && globalThis.__stacklensLocal ? { status: 'pending', sendsNames: allowed } : state;
  if (state.status === 'pending') return { ...state, sendsNames: allowed };
  const lookup: NameLookup | undefined =
    allowed && names.length > 0 ? { waiting: askFirst && !busy && !error ? names.length : 0, busy, error, run: () => resolve(names) } : undefined;
  return { ...state, sendsNames: allowed, lookup, checkAgain: state.view.unchecked?.length ? checkAgain : undefined };
}
