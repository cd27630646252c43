// One piece of API data on the popup: loaded through the worker (cache first), peeked for free from
// the cache, refreshed on request, and retried by itself once a rate limit's wait is over.
import type { OnSpent } from './use-confirmed-spend';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { EndpointId, ParamsInput, ResponseData } from '@/lib/api/catalog';
import { toApiError, type ApiError, type ApiErrorData } from '@/lib/api/errors';
import { messenger } from '@/lib/messaging/client';
import type { CallResultView } from '@/lib/messaging/protocol';
import { idle, latest, type Loadable } from '@/lib/ui/loadable';
import { bumpCacheVersion } from './cache-version';

/** `auto` loads at once (cache first); `peek` shows a cached answer if there is one and waits for a click. */
export type Start = 'auto' | 'peek';

function loaded<E extends EndpointId>(result: CallResultView): Loadable<ResponseData<E>> {
  return { status: 'loaded', data: result.data as ResponseData<E>, storedAt: result.storedAt, source: result.source, credits: result.credits };
}

/** A first answer the page already has (popup.open made the lookup in the same round trip). */
export type Initial<E extends EndpointId> = { result: CallResultView<E> | null } | { error: ApiErrorData } | null;

/**
 * `onBalanceChange` runs after an answer that spent credits and after any API error (a 402, a lost
 * answer): the page re-reads the balance then, for free, so the header never contradicts the error.
 * `initial`: the credits are those of the first answer the page was handed, reported once on mount.
 */
export function useApi<E extends EndpointId>(endpoint: E, params: ParamsInput<E> | null, start: Start, onBalanceChange?: OnSpent, initial: Initial<E> = null) {
  const key = params ? JSON.stringify(params) : null;
  // A first answer in hand is the first state: one render pass fewer before content shows.
  const [state, setState] = useState<Loadable<ResponseData<E>>>(() => (initial && 'result' in initial && initial.result ? loaded<E>(initial.result) : idle));
  const generation = useRef(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const paramsRef = useRef(params);
  const spentRef = useRef(onBalanceChange);
  // The latest inputs, for calls made after this render (before any effect below runs).
  useLayoutEffect(() => {
    paramsRef.current = params;
    spentRef.current = onBalanceChange;
  });
  const initialRef = useRef(initial);
  /** `load` as of the last render, for a 429's retry scheduled by `settle`. */
  const loadAgain = useRef<(refresh: boolean) => void>(() => undefined);

  const settle = useCallback((outcome: { result: CallResultView } | { error: ApiErrorData }, refresh = false, startedAt?: number) => {
    if ('result' in outcome) {
      setState(loaded<E>(outcome.result));
      if (outcome.result.source === 'network') bumpCacheVersion();
      // A free answer (cached) is reported too: the header's "spent just now" is then cleared.
      spentRef.current?.(outcome.result.credits, { startedAt });
      return;
    }
    const error = toApiError(outcome.error);
    setState((s) => ({ status: 'error', error, previous: latest(s) }));
    if (error.kind !== 'aborted') spentRef.current?.(0, { startedAt });
    // 429: the notice counts down; the call is made again when the wait is over.
    if (error.kind === 'rate_limit' && error.retryAt) {
      retryTimer.current = setTimeout(() => loadAgain.current(refresh), Math.max(0, error.retryAt - Date.now()) + 200);
    }
  }, []);

  // The params of the last load a person (or the effect below) started: a press that comes before the
  // mount effect has run (a fast click on the first frame) is not undone by that effect.
  const loadedKey = useRef<string | null>(null);
  const load = useCallback(
    async (refresh: boolean) => {
      const current = paramsRef.current;
      if (!current) return;
      loadedKey.current = JSON.stringify(current);
      const gen = ++generation.current;
      clearTimeout(retryTimer.current);
      setState((s) => ({ status: 'loading', previous: latest(s) }));
      const startedAt = Date.now();
      try {
        const result = await messenger.call(endpoint, current, { refresh });
        if (gen === generation.current) settle({ result }, false, startedAt);
      } catch (e) {
        if (gen === generation.current) settle({ error: e as ApiError }, refresh, startedAt);
      }
    },
    [endpoint, settle],
  );
  useEffect(() => {
    loadAgain.current = (refresh) => void load(refresh);
  }, [load]);

  useEffect(() => {
    if (key !== null && loadedKey.current === key) return () => clearTimeout(retryTimer.current);
    const gen = ++generation.current;
    // Kept, not cleared: StrictMode runs this effect twice, and the answer is the same for this key.
    const first = initialRef.current;
    if (!first || !('result' in first && first.result)) setState(idle);
    if (!key) return;
    if (first) {
      if ('error' in first) settle(first);
      else if (first.result && first.result.credits > 0) spentRef.current?.(first.result.credits, { initial: true });
    } else if (start === 'auto') {
      void load(false);
    } else {
      messenger
        .send('cache.peek', { endpoint, params: paramsRef.current as Record<string, unknown> })
        .then((hit) => {
          // An expired entry is still the last answer paid for: show it, with its age and Refresh.
          if (hit && gen === generation.current) setState(loaded<E>({ ...hit, source: 'cache' }));
        })
        .catch(() => undefined);
    }
    return () => clearTimeout(retryTimer.current);
  }, [endpoint, key, start, load, settle]);

  // Stops a rate limit's automatic retry: the notice stays, without its countdown, and nothing is sent.
  const cancel = useCallback(() => {
    clearTimeout(retryTimer.current);
    setState((s) =>
      s.status === 'error' && s.error.retryAt ? { ...s, error: { ...s.error, kind: s.error.kind, message: s.error.message, retryAt: undefined } } : s,
    );
  }, []);
  const actions = useMemo(() => ({ load: () => void load(false), refresh: () => void load(true), cancel }), [load, cancel]);
  return { state, ...actions };
}
