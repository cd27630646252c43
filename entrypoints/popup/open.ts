// The popup's first request: which site it is about (`?domain=` when another page opened it for a
// domain, else the active tab, readable through activeTab once the user clicked the toolbar icon) and
// everything for the first paint, in one round trip. popup-early.js usually sent it already
// (lib/first-paint/paint-kept-frame.ts): this code then decodes its replies.
// Free on-page detection of the clicked tab leaves alongside, as its own request, so the
// first paint never waits for it.
import { browser } from 'wxt/browser';
import { messenger } from '@/lib/messaging/client';
import type { LocalDetectionView } from '@/lib/messaging/features/local';
import type { PopupOpenView, TargetView } from '@/lib/messaging/protocol';
import { applyTheme } from '@/lib/theme/apply-theme';
import { tabSite } from '@/lib/domain/tab-site';
import { ASK_PARAM, type EarlyOpen } from '@/lib/first-paint/send-first-request';
import { domainProblem } from '@/lib/domain/problems';
import { t } from '@/lib/i18n';

declare global {
  /** The on-page detection of the clicked tab, started with the first request (use-local-detection.ts). */
  var __stacklensLocal: Promise<LocalDetectionView> | undefined;
}

async function activeTab(): Promise<{ id?: number; url?: string } | null> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab ?? null;
}

export { ASK_PARAM };

/** How a view asks: `askFirst` shows a cached answer and waits for a click (the side panel following a tab). */
export interface OpenOptions {
  askFirst?: boolean;
}

/** Whether this view asks before it spends: told so, or opened by a link (`&ask=1`). */
function asksFirst(options: OpenOptions): boolean {
  return Boolean(options.askFirst) || new URLSearchParams(location.search).get(ASK_PARAM) === '1';
}

/** The request as this code sends it, when popup-early.js did not (or could not) send it first. */
async function sendOpen(options: OpenOptions): Promise<{ input: string | null; askFirst: boolean; pending: Promise<PopupOpenView> }> {
  const param = new URLSearchParams(location.search).get('domain');
  const askFirst = asksFirst(options);
  // `?domain=`: another page opened the popup for a domain, not for a tab the user clicked on.
  const tab = param === null ? await activeTab() : null;
  const input = param ?? tabSite(tab?.url);
  const pending = messenger.send('popup.open', { input, askFirst });
  if (tab?.id !== undefined && !globalThis.__stacklensLocal) {
    globalThis.__stacklensLocal = messenger.send('local.detect', { tabId: tab.id });
    globalThis.__stacklensLocal.catch(() => undefined);
  }
  return { input, askFirst, pending };
}

/** The replies to what popup-early.js sent, decoded (and sent again if the worker was gone). */
function adoptEarly(sent: EarlyOpen): { input: string | null; askFirst: boolean; pending: Promise<PopupOpenView> } {
  const { input, askFirst } = sent;
  const pending = messenger.adopt('popup.open', { input, askFirst }, sent.reply);
  if (sent.local && !globalThis.__stacklensLocal) {
    globalThis.__stacklensLocal = messenger.adopt('local.detect', { tabId: sent.local.tabId }, sent.local.reply);
    globalThis.__stacklensLocal.catch(() => undefined);
  }
  return { input, askFirst, pending };
}

/** The view as this page shows it: `&ask=1` behaves as "Ask before each lookup" (the stored setting is unchanged). */
function adopt(view: PopupOpenView, askFirst: boolean): PopupOpenView {
  if (askFirst) view.settings = { ...view.settings, askBeforeLookup: true };
  applyTheme(view.settings.theme);
  return view;
}

/** `early`: what popup-early.js sent while the HTML was parsed, if it did (it never asks first). */
export async function open(early?: Promise<EarlyOpen>, options: OpenOptions = {}): Promise<PopupOpenView> {
  const sent = early && !options.askFirst ? await early.catch(() => null) : null;
  const { input, askFirst, pending } = sent ? adoptEarly(sent) : await sendOpen(options);
  const view = adopt(await pending, askFirst);
  if (input === null && !view.target.ok) {
    view.target = {
      ok: false,
      reason: 'browser_page',
      problem: domainProblem('browser_page'),
      // The side panel reads a tab only after a click on the icon there, or with Follow's tabs permission.
      message: location.pathname.endsWith('/sidepanel.html') ? t('popup_tabUnreadablePanel') : t('popup_tabUnreadable'),
    };
  }
  return view;
}

/**
 * After popup.open failed: what a searched domain's view needs (the key, settings and balance), asked
 * for apart, so search still works without the first answer. The tab's own site stays unknown.
 */
export async function openForSearch(options: OpenOptions = {}): Promise<PopupOpenView> {
  const [key, settings, balance] = await Promise.all([
    messenger.send('keys.describe', {}),
    messenger.send('settings.get', {}),
    messenger.send('credits.get', { sync: false }).catch(() => null),
  ]);
  const target: TargetView = {
    ok: false,
    reason: 'invalid',
    problem: domainProblem('invalid'),
    message: t('popup_tabSiteUnopenable'),
  };
  const view = {
    key,
    settings,
    balance: key.configured ? balance : null,
    target,
    technologies: null,
    budgetNear: null,
    offerLookupChoice: false,
    firstFrame: { key: '', tree: null },
  };
  return adopt(view, asksFirst(options));
}
