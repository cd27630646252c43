// Background jobs: the alarm polls unfinished jobs even when no page is open and the worker had
// stopped (the alarm wakes it); a click on a "finished" notification opens where the job lives.
import { browser } from 'wxt/browser';
import type { StackLensDB } from '@/lib/db/database';
import { audienceHash, leadListHash, optionsUrl, sectionHash } from '@/lib/ui/routes';
import { JOB_ALARM, JOB_ALARM_PERIOD_MINUTES, isTerminal, type JobPlatform } from '@/lib/jobs/tracker';
import type { Handlers } from '@/lib/messaging/background';

export function registerJobs(db: StackLensDB, handlers: Handlers, platform: JobPlatform) {
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === JOB_ALARM) void handlers['jobs.poll']({}).catch(() => undefined);
  });
  browser.notifications.onClicked.addListener((id) => {
    void db.jobs.get(id).then((job) => {
      if (!job) return;
      const hash = job.kind === 'lead_list' ? leadListHash(job.remoteId) : job.context.audienceId ? audienceHash(job.context.audienceId) : sectionHash('audiences');
      void browser.tabs.create({ url: optionsUrl(hash) });
      void browser.notifications.clear(id);
    });
  });
  // A worker that starts with unfinished jobs makes sure their alarm exists (it may have been cleared).
  void db.jobs.toArray().then(async (jobs) => {
    if (jobs.some((j) => !isTerminal(j.status) || !j.charged)) await platform.scheduleAlarm(JOB_ALARM, JOB_ALARM_PERIOD_MINUTES);
  });
}
