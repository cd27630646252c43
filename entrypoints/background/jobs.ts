// Background jobs: the alarm polls unfinished jobs even when no page is open and the worker had
// stopped (the alarm wakes it); a click on a "finished" notification opens where the job lives.
import { browser } from 'wxt/browser';
import type { StackLensDB } from '@/lib/db/database';
import { audienceHash, leadListHash, optionsUrl, sectionHash } from '@/lib/ui/routes';
import { JOB_ALARM, isTerminal, resumeJobAlarm, type JobPlatform } from '@/lib/jobs/tracker';
import type { Handlers } from '@/lib/messaging/background';
import { JOB_WATCH_POLL_MS, JOB_WATCH_PORT } from '@/lib/messaging/changes';
import { isTrustedSender, type SenderLike } from '@/lib/messaging/sender';
import { onTablesChanged } from './changes';

export function registerJobs(db: StackLensDB, handlers: Handlers, platform: JobPlatform) {
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === JOB_ALARM) void handlers['jobs.poll']({}).catch(() => undefined);
  });
  browser.notifications.onClicked.addListener((id) => {
    void db.jobs.get(id).then((job) => {
      if (!job) return;
      const hash =
        job.kind === 'lead_list' ? leadListHash(job.remoteId) : job.context.audienceId ? audienceHash(job.context.audienceId) : sectionHash('audiences');
      void browser.tabs.create({ url: optionsUrl(hash) });
      void browser.notifications.clear(id);
    });
  });
  watchJobs(db, handlers);
  // A worker that starts with unfinished jobs makes sure their alarm exists (it may have been cleared).
  void resumeJobAlarm(db, platform);
}

/**
 * While a page watches (an open JOB_WATCH_PORT) and a job is unfinished or not yet charged, the jobs
 * are polled every second; each change reaches the pages as a "jobs" push (changes.ts). The pages
 * keep no timer of their own.
 */
function watchJobs(db: StackLensDB, handlers: Handlers) {
  const ports = new Set<unknown>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let polling = false;
  const unfinished = async () => (await db.jobs.toArray()).some((j) => !isTerminal(j.status) || !j.charged);
  async function tick() {
    timer = undefined;
    if (polling || ports.size === 0 || !(await unfinished())) return;
    polling = true;
    try {
      await handlers['jobs.poll']({});
    } catch {
      // Offline or the server failed: the next tick (or the alarm) tries again.
    } finally {
      polling = false;
    }
    if (ports.size > 0 && (await unfinished())) timer ??= setTimeout(() => void tick(), JOB_WATCH_POLL_MS);
  }
  // A job started while a page watches (a new row) starts the polling again; while it runs (a poll under
  // way or the next one due), the polls' own writes leave it to its timer.
  onTablesChanged(db, (tables) => {
    if (tables.has('jobs') && !polling && timer === undefined) void tick();
  });
  browser.runtime.onConnect.addListener((port) => {
    if (port.name !== JOB_WATCH_PORT) return;
    if (!isTrustedSender(port.sender as SenderLike, browser.runtime.id, browser.runtime.getURL('/'))) return port.disconnect();
    ports.add(port);
    port.onDisconnect.addListener(() => {
      ports.delete(port);
      if (ports.size > 0) return;
      clearTimeout(timer);
      timer = undefined;
    });
    void tick();
  });
}
