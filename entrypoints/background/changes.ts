// Wiring: the worker tells open pages when a table they show changed (lib/messaging/changes.ts). It
// listens to Dexie's `storagemutated` event, fired after each committed write (the message handlers',
// the alarms', another context's), rather than keeping live queries: a live query reads its tables at
// every worker start (an audience of 100,000 members counted each time), ahead of the first message.
import Dexie from 'dexie';
import { browser } from 'wxt/browser';
import type { StackLensDB } from '@/lib/db/database';
import { changeMessage, type ChangeTopic } from '@/lib/messaging/changes';
import type { WorkerHooks } from '@/lib/worker/hooks';

/** The tables behind each topic. */
const TOPIC_TABLES: Partial<Record<ChangeTopic, readonly string[]>> = {
  // The audiences, their queued changes (pending count, sync errors) and their members.
  audiences: ['audiences', 'audienceOps', 'audienceMembers'],
  jobs: ['jobs'],
};

/**
 * Calls `changed` with the names of `db`'s tables a committed write touched, for each write from now on.
 * Reads nothing. Dexie names the parts of a write `idb://<database>/<table>/<index>`.
 */
export function onTablesChanged(db: StackLensDB, changed: (tables: ReadonlySet<string>) => void): void {
  const prefix = `idb://${db.name}/`;
  Dexie.on('storagemutated', (parts) => {
    const tables = new Set(
      Object.keys(parts)
        .filter((part) => part.startsWith(prefix))
        .map((part) => part.slice(prefix.length).split('/')[0]!),
    );
    if (tables.size > 0) changed(tables);
  });
}

/**
 * The ledger's topic is not a table's: every call, free ones too, writes the ledger, so it is pushed
 * only when a reconciliation settled possibly billed calls (a worker hook).
 */
export const ledgerChangeHooks: WorkerHooks = {
  afterReconcile: () =>
    browser.runtime.sendMessage(changeMessage('ledger')).then(
      () => undefined,
      () => undefined,
    ),
};

export function registerChangePushes(db: StackLensDB): void {
  onTablesChanged(db, (tables) => {
    for (const [topic, watched] of Object.entries(TOPIC_TABLES) as [ChangeTopic, readonly string[]][]) {
      // No page open: nobody to tell, and that is fine.
      if (watched.some((t) => tables.has(t))) browser.runtime.sendMessage(changeMessage(topic)).catch(() => undefined);
    }
  });
}
