// The popup's first request: which site it is about (`?domain=` when another page opened it for a
// domain, else the active tab, readable through activeTab once the user clicked the toolbar icon) and
// everything for the first paint, in one round trip. No React here: popup-early.ts runs it too.
import { browser } from 'wxt/browser';
import { messenger } from '@/lib/messaging/client';
import type { PopupOpenView } from '@/lib/messaging/protocol';
import { applyTheme } from '@/lib/theme/apply-theme';

async function activeTabUrl(): Promise<string | null> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab?.url ?? null;
}

export async function open(): Promise<PopupOpenView> {
  const param = new URLSearchParams(location.search).get('domain');
  const input = param ?? (await activeTabUrl());
  const view = await messenger.send('popup.open', { input });
  applyTheme(view.settings.theme);
  if (input === null && !view.target.ok) {
    view.target = { ok: false, reason: 'browser_page', message: 'StackLens cannot read this tab’s address. Search for a domain instead.' };
  }
  return view;
}
