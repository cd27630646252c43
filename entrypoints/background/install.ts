// First install: open the options page at Settings so the user can enter their key. An update (the
// store's, or a reload of an unpacked build) is recorded in meta (`lastUpdate`: from, to, when), so a
// profile says which release it was updated from.
import { browser } from 'wxt/browser';
import type { StackLensDB } from '@/lib/db/database';
import { META_LAST_UPDATE } from '@/lib/db/kv-keys';
import { settingsUrl } from '@/lib/ui/routes';

export function registerInstallHandler(db: StackLensDB) {
  browser.runtime.onInstalled.addListener(({ reason, previousVersion }) => {
    if (reason === 'install') void browser.tabs.create({ url: settingsUrl() });
    if (reason === 'update') {
      const value = { from: previousVersion ?? null, to: browser.runtime.getManifest().version, at: Date.now() };
      void db.meta.put({ key: META_LAST_UPDATE, value });
    }
  });
}
