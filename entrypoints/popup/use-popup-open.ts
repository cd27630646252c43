// Which site the popup is about, and everything for its first paint in one round trip: `?domain=`
// when another page opened it for a domain, else the active tab (readable through activeTab once the
// user clicked the toolbar icon); later, whatever the user searched for.
import { useEffect, useState } from 'react';
import type { ApiError } from '@/lib/api/errors';
import { messenger } from '@/lib/messaging/client';
import { open, openForSearch, type OpenOptions } from './open';
import type { PopupOpenView, TargetView } from '@/lib/messaging/protocol';

let early: Promise<PopupOpenView> | null = null;
/** The early answer once it arrived, so React's first render can show it instead of a skeleton. */
let settled: { view: PopupOpenView } | { error: ApiError } | null = null;

/** Called before React is even evaluated, so the worker answers while the page loads React. */
export function startPopupOpen(): void {
  // The request popup-early.js sent while the HTML was still being parsed (see popup-early.ts).
  early = open(globalThis.__stacklensPopupEarly);
  globalThis.__stacklensPopupEarly = undefined;
  early.then(
    (view) => (settled = { view }),
    (error: ApiError) => (settled = { error }),
  );
}

/**
 * Resolves when the early answer is in, or after `maxWaitMs`: the page shows its HTML skeleton
 * meanwhile, and React's first render is then the content itself rather than a second skeleton.
 * While a first frame is on screen (lib/first-paint/paint-kept-frame.ts) it waits up to `framedMaxMs`: React's render of no
 * answer yet would put a skeleton in place of content.
 */
export function popupOpenSettled(maxWaitMs: number, framedMaxMs = maxWaitMs): Promise<void> {
  if (!early || settled) return Promise.resolve();
  const answered = early.then(
    () => undefined,
    () => undefined,
  );
  const after = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  return Promise.race([
    answered,
    after(maxWaitMs).then(() => (globalThis.__stacklensFramePainted === undefined ? undefined : Promise.race([answered, after(framedMaxMs - maxWaitMs)]))),
  ]);
}

/**
 * The key under which the worker keeps React's first frame of the early answer (lib/worker/first-frames.ts),
 * when React's first render is of that answer and the worker has no frame for it yet. Read before the
 * first render: its effect takes the answer over.
 */
export function firstFrameToKeep(): string | null {
  return settled && 'view' in settled && settled.view.firstFrame.tree === null ? settled.view.firstFrame.key : null;
}

/**
 * The theme of the early answer when it is a cached site's technologies, the answer whose frame the
 * worker keeps on disk: its frame is then kept in localStorage too (lib/first-paint/local-frame.ts).
 */
export function cachedAnswerTheme(): string | null {
  const view = settled && 'view' in settled ? settled.view : null;
  const technologies = view?.technologies;
  const cached = technologies && 'result' in technologies && technologies.result?.source === 'cache' && view.target.ok;
  return cached ? view.settings.theme : null;
}

/**
 * Whose the early answer is (its account's cache scope, its cache entry): the localStorage frames are
 * kept under it, and another account's go (lib/first-paint/local-frame.ts). Undefined before an answer.
 */
export function frameOwner(): PopupOpenView['frameOwner'] {
  return settled && 'view' in settled ? settled.view.frameOwner : undefined;
}

/** `options.askFirst`: this view spends nothing on open (the side panel following a tab): see open.ts. */
export function usePopupOpen(options: OpenOptions = {}) {
  const [opened, setOpened] = useState<PopupOpenView | null>(() => (!options.askFirst && settled && 'view' in settled ? settled.view : null));
  const [searched, setSearched] = useState<TargetView | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(() => (settled && 'error' in settled ? settled.error : null));

  useEffect(() => {
    // Always subscribe, even when the first render already had the answer: the answer may also
    // arrive between that render and this effect, and React ignores setting the same value twice.
    const pending = options.askFirst ? open(undefined, options) : (early ?? open());
    early = null;
    settled = null;
    pending.then(setOpened, (e: ApiError) => setFailure(e));
    // Once per mount: a view that should ask differently is mounted again (SidePanel.tsx keys it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** After popup.open itself failed (the worker did not answer): ask again. */
  function retry() {
    setFailure(null);
    open(undefined, options).then(setOpened, (e: ApiError) => setFailure(e));
  }

  async function search(input: string): Promise<TargetView> {
    const target = await messenger.send('domain.resolve', { input });
    if (!target.ok) return target;
    setSearched(target);
    // Without the first answer, a search still shows its domain: its view asks for what it needs.
    if (failure) {
      await openForSearch(options).then(
        (view) => {
          setOpened(view);
          setFailure(null);
        },
        () => undefined,
      );
    }
    return target;
  }

  const target = searched ?? opened?.target ?? null;
  // The first lookup came with popup.open; a searched domain looks itself up.
  const initial = searched ? null : (opened?.technologies ?? null);
  return { opened, target, initial, search, failure, retry };
}
