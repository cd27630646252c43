// The on-page detection open.ts started for the clicked tab (free), and, only when Settings › Popup
// allows it, one lookup of the names the local catalog lacks (1 credit for up to 100, kept for good).
import { useEffect, useState } from 'react';
import { messenger } from '@/lib/messaging/client';
import type { LocalDetectionView } from '@/lib/messaging/features/local';
import type { KeyDescription, SettingsView } from '@/lib/messaging/protocol';

export type LocalState =
  | { status: 'none' }
  | { status: 'pending'; sendsNames?: boolean }
  | { status: 'done'; view: LocalDetectionView; spent: number; sendsNames?: boolean };

const FAILED: LocalDetectionView = {
  status: 'failed',
  message: 'StackLens could not inspect this page (its background worker did not answer). Close the popup and click the icon again.',
  host: null,
  technologies: [],
  unresolved: [],
  durationMs: 0,
};

/** Name lists already sent for resolving in this popup: StrictMode runs effects twice, the lookup once. */
const asked = new Set<string>();

export function useLocalDetection(key: KeyDescription | null, settings: SettingsView | null, onSpent?: () => void): LocalState {
  const [state, setState] = useState<LocalState>(() => (globalThis.__stacklensLocal ? { status: 'pending' } : { status: 'none' }));

  useEffect(() => {
    const pending = globalThis.__stacklensLocal;
    if (!pending) return;
    let live = true;
    pending.then(
      (view) => live && setState({ status: 'done', view, spent: 0 }),
      () => live && setState({ status: 'done', view: FAILED, spent: 0 }),
    );
    return () => {
      live = false;
    };
  }, []);

  const unresolved = state.status === 'done' ? state.view.unresolved : [];
  const allowed = Boolean(key?.configured && settings?.resolveLocalNames);
  useEffect(() => {
    const names = unresolved.slice(0, 100);
    if (!allowed || names.length === 0 || asked.has(names.join('\n'))) return;
    asked.add(names.join('\n'));
    messenger
      .send('local.resolve', { names })
      .then(({ resolved, credits }) => {
        setState((s) =>
          s.status !== 'done'
            ? s
            : {
                status: 'done',
                spent: s.spent + credits,
                view: { ...s.view, unresolved: [], technologies: s.view.technologies.map((t) => ({ ...t, technology: t.technology ?? resolved[t.name] ?? null })) },
              },
        );
        if (credits > 0) onSpent?.();
      })
      .catch(() => undefined);
    // Asked once per detection: the names are fixed once it is done.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onSpent changes identity, the names do not
  }, [allowed, unresolved.join('\n')]);

  return state.status === 'none' ? state : { ...state, sendsNames: allowed };
}
