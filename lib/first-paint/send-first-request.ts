// The popup's first request as popup-early.js sends it, while the HTML is still being parsed: the
// browser's own messaging API and nothing else (no polyfill, no error classes), so the script the
// page waits on stays small. entrypoints/popup/open.ts turns the raw replies into typed answers and errors
// (messenger.adopt), and sends again if the worker was not there to answer.
// Chrome's `chrome.*` (MV3) and Firefox's `browser.*` both answer these two calls with promises.
import { CHANNEL } from '@/lib/messaging/protocol';
import { tabSite } from '@/lib/domain/tab-site';

interface RawApi {
  runtime: { id?: string; sendMessage(message: unknown): Promise<unknown> };
  tabs: { query(query: { active: boolean; currentWindow: boolean }): Promise<{ id?: number; url?: string }[]> };
}

/** `&ask=1`: a link from another page (see popupDomainHref) never spends on open. */
export const ASK_PARAM = 'ask';

/** What the page asked the worker for, and its replies as they come (not decoded). */
export interface EarlyOpen {
  input: string | null;
  askFirst: boolean;
  reply: Promise<unknown>;
  local: { tabId: number; reply: Promise<unknown> } | null;
}

declare global {
  /** Set by popup-early.js, taken by use-popup-open.ts. */
  var __stacklensPopupEarly: Promise<EarlyOpen> | undefined;
  /** Set when React mounts (render.tsx): from then on React owns #root. */
  var __stacklensMounted: boolean | undefined;
  /** The answer key of the first frame on screen before React, if one is (render.tsx waits for that answer). */
  var __stacklensFramePainted: string | undefined;
  /** What popup-early.js asked for, as the frames' row key (frameRowKey): render.tsx keeps its frame there. */
  var __stacklensFrameRow: string | undefined;
}

/**
 * Sends `popup.open` (and the tab's on-page detection) for the tab's site or `?domain=`. `first` runs
 * once the input is known and before the worker is woken: the read of a first frame kept on disk is
 * then not slowed by a stopped worker's start (popup-early.ts).
 */
export async function sendOpenEarly(first?: (input: string | null, askFirst: boolean) => Promise<unknown>): Promise<EarlyOpen> {
  const g = globalThis as unknown as { browser?: RawApi; chrome?: RawApi };
  const api = g.browser?.runtime?.id ? g.browser : g.chrome!;
  const query = new URLSearchParams(location.search);
  const param = query.get('domain');
  const askFirst = query.get(ASK_PARAM) === '1';
  const tab = param === null ? ((await api.tabs.query({ active: true, currentWindow: true }))[0] ?? null) : null;
  const input = param ?? tabSite(tab?.url);
  const send = (type: string, payload: unknown) => {
    const reply = api.runtime.sendMessage({ channel: CHANNEL, type, payload });
    reply.catch(() => undefined);
    return reply;
  };
  if (first) await first(input, askFirst).catch(() => undefined);
  const reply = send('popup.open', { input, askFirst });
  const local = tab?.id !== undefined ? { tabId: tab.id, reply: send('local.detect', { tabId: tab.id }) } : null;
  return { input, askFirst, reply, local };
}
