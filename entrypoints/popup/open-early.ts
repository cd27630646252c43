// The popup's first request as popup-early.js sends it, while the HTML is still being parsed: the
// browser's own messaging API and nothing else (no polyfill, no error classes), so the script the
// page waits on stays small. open.ts turns the raw replies into typed answers and errors
// (messenger.adopt), and sends again if the worker was not there to answer.
// Chrome's `chrome.*` (MV3) and Firefox's `browser.*` both answer these two calls with promises.
import { CHANNEL } from '@/lib/messaging/protocol';
import { showTheme } from '@/lib/theme/apply-theme';
import { tabSite } from '@/lib/domain/tab-site';
import { buildFrame } from './frame-tree';

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
}

export async function sendOpenEarly(): Promise<EarlyOpen> {
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
  const reply = send('popup.open', { input, askFirst });
  const local = tab?.id !== undefined ? { tabId: tab.id, reply: send('local.detect', { tabId: tab.id }) } : null;
  return { input, askFirst, reply, local };
}

/**
 * `?domain=` means another page opened this view in a tab (the toolbar popup reads the active tab):
 * popup.css then lays it out for a tab's width.
 */
export function applyViewLayout(doc: Document = document): void {
  if (new URLSearchParams(doc.location?.search ?? '').has('domain')) doc.documentElement.dataset.view = 'tab';
}

/** The mark the open-to-content benchmark reads (tests/bench/popup-open.ts); TechnologiesPanel sets it too. */
export const SHOWN_MARK = 'stacklens:technologies-shown';
/** Set when a kept first frame was painted before React (e2e and the benchmark tell the two paths apart). */
export const FIRST_FRAME_MARK = 'stacklens:first-frame';

interface RawOpenReply {
  ok?: boolean;
  data?: { settings?: { theme?: unknown }; technologies?: { result?: unknown } | null; firstFrame?: { tree?: unknown } };
}

/**
 * Shows the first frame the worker kept for this very answer (lib/worker/first-frames.ts): React's own
 * first render of it on an earlier open, as a tree built again from an allowlist (frame-tree.ts). Inert and hidden from assistive technology until
 * React, a few milliseconds later, renders the same answer in its place (render.tsx), so nothing can be
 * clicked or read twice. The theme and the tab layout are applied first, as render.tsx applies them.
 * Returns whether it painted.
 */
export function paintFirstFrame(reply: unknown, doc: Document = document): boolean {
  const data = (reply as RawOpenReply | null)?.ok ? (reply as RawOpenReply).data : undefined;
  const tree = data?.firstFrame?.tree;
  const root = doc.getElementById('root');
  if (typeof tree !== 'string' || !root || globalThis.__stacklensMounted) return false;
  const frame = buildFrame(tree, doc);
  if (!frame) return false;
  showTheme(data?.settings?.theme, doc.documentElement);
  applyViewLayout(doc);
  root.replaceChildren(frame);
  root.inert = true;
  root.setAttribute('aria-hidden', 'true');
  performance.mark(FIRST_FRAME_MARK);
  if (data?.technologies?.result) performance.mark(SHOWN_MARK);
  return true;
}

/** Paints the kept first frame once #root is parsed, which is before the module scripts (React) run. */
export function paintWhenParsed(reply: Promise<unknown>, doc: Document = document): void {
  reply.then(
    (raw) => {
      if (doc.readyState !== 'loading') paintFirstFrame(raw, doc);
      else doc.addEventListener('readystatechange', () => paintFirstFrame(raw, doc), { once: true });
    },
    () => undefined,
  );
}
