// Which site the popup is about: `?domain=` when another page opened it for a domain, else the active
// tab (readable through activeTab once the user clicked the toolbar icon), else what was searched.
import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { messenger } from '@/lib/messaging/client';
import type { TargetView } from '@/lib/messaging/protocol';

export type TargetState = { status: 'loading' } | { status: 'ready'; target: TargetView; source: 'tab' | 'param' | 'search' };

async function activeTabUrl(): Promise<string | null> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab?.url ?? null;
}

export function useTarget() {
  const [state, setState] = useState<TargetState>({ status: 'loading' });

  useEffect(() => {
    const param = new URLSearchParams(location.search).get('domain');
    const source = param ? 'param' : 'tab';
    (async () => {
      const input = param ?? (await activeTabUrl());
      const target: TargetView =
        input === null
          ? { ok: false, reason: 'browser_page', message: 'StackLens cannot read this tab’s address. Search for a domain instead.' }
          : await messenger.send('domain.resolve', { input });
      setState({ status: 'ready', target, source });
    })().catch((error: Error) => {
      setState({ status: 'ready', source, target: { ok: false, reason: 'invalid', message: error.message } });
    });
  }, []);

  async function search(input: string): Promise<TargetView> {
    const target = await messenger.send('domain.resolve', { input });
    if (target.ok) setState({ status: 'ready', target, source: 'search' });
    return target;
  }

  return { state, search };
}
