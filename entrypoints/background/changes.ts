// Wiring: the worker watches the tables open pages show (Dexie live queries, which also see writes
// made by the message handlers and the alarms) and tells the pages when one changed (lib/messaging/changes.ts).
import { liveQuery } from 'dexie';
import { browser } from 'wxt/browser';
import type { StackLensDB } from '@/lib/db/database';
import { changeMessage, type ChangeTopic } from '@/lib/messaging/changes';

export function registerChangePushes(db: StackLensDB): void {
  const watch = (topic: ChangeTopic, read: () => Promise<unknown>) => {
    let first = true;
    liveQuery(read).subscribe({
      next: () => {
        // The first answer is the state at start-up, not a change.
        if (first) return void (first = false);
        // No page open: nobody to tell, and that is fine.
        browser.runtime.sendMessage(changeMessage(topic)).catch(() => undefined);
      },
      error: () => undefined,
    });
  };
  // The audiences, their queued changes (pending count, sync errors) and their members.
  watch('audiences', () => Promise.all([db.audiences.toArray(), db.audienceOps.count(), db.audienceMembers.count()]));
  watch('jobs', () => db.jobs.toArray());
}
