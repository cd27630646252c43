// Which site the popup is about, and everything for its first paint in one round trip: `?domain=`
// when another page opened it for a domain, else the active tab (readable through activeTab once the
// user clicked the toolbar icon); later, whatever the user searched for.
import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import type { ApiError } from '@/lib/api/errors';
import { messenger } from '@/lib/messaging/client';
import type { PopupOpenView, TargetView } from '@/lib/messaging/protocol';
import { applyTheme } from '@/lib/theme/apply-theme';

async function activeTabUrl(): Promise<string | null> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab?.url ?? null;
}

async function open(): Promise<PopupOpenView> {
  const param = new URLSearchParams(location.search).get('domain');
  const input = param ?? (await activeTabUrl());
  const view = await messenger.send('popup.open', { input });
  applyTheme(view.settings.theme);
  if (input === null && !view.target.ok) {
    view.target = { ok: false, reason: 'browser_page', message: 'StackLens cannot read this tab’s address. Search for a domain instead.' };
  }
  return view;
}

let early: Promise<PopupOpenView> | null = null;

/** Called before React's first render, so the worker answers while the page renders its skeleton. */
export function startPopupOpen(): void {
  early = open();
  early.catch(() => undefined);
}

export function usePopupOpen() {
  const [opened, setOpened] = useState<PopupOpenView | null>(null);
  const [searched, setSearched] = useState<TargetView | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);

  useEffect(() => {
    const pending = early ?? open();
    early = null;
    pending.then(setOpened, (e: ApiError) => setFailure(e));
  }, []);

  async function search(input: string): Promise<TargetView> {
    const target = await messenger.send('domain.resolve', { input });
    if (target.ok) setSearched(target);
    return target;
  }

  const target = searched ?? opened?.target ?? null;
  // The first lookup came with popup.open; a searched domain looks itself up.
  const initial = searched ? null : (opened?.technologies ?? null);
  return { opened, target, initial, search, failure };
}
