// The benches' way to put the extension's service worker to sleep, as Chrome does after 30 s idle:
// DevTools' ServiceWorker.stopAllWorkers, over a session on an extension page, and a wait until every
// worker version reports it is stopped (the next message then starts a fresh worker).
import type { BrowserContext, Page } from '@playwright/test';

/** A handle on the context's service workers: `stop()` resolves once none is running. */
export async function workerSwitch(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  /** The last running status DevTools reported, by worker version. */
  const status = new Map<string, string>();
  let changed = () => {};
  cdp.on('ServiceWorker.workerVersionUpdated', (e) => {
    for (const v of e.versions) status.set(v.versionId, v.runningStatus);
    changed();
  });
  await cdp.send('ServiceWorker.enable');
  const allStopped = () => [...status.values()].every((s) => s === 'stopped');
  return {
    async stop() {
      const stopped = new Promise<void>((resolve) => {
        changed = () => {
          if (allStopped()) resolve();
        };
      });
      await cdp.send('ServiceWorker.stopAllWorkers');
      if (!allStopped()) await stopped;
      changed = () => {};
    },
  };
}
