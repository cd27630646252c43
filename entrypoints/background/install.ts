// First install: open the options page at Settings so the user can enter their key.
import { browser } from 'wxt/browser';
import { settingsUrl } from '@/lib/ui/routes';

export function registerInstallHandler() {
  browser.runtime.onInstalled.addListener(({ reason }) => {
    if (reason === 'install') void browser.tabs.create({ url: settingsUrl() });
  });
}
