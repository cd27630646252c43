// Worker handlers for background jobs: list and poll (lib/jobs/tracker.ts).
import { browser } from 'wxt/browser';
import { afterAudienceJob } from '@/lib/audiences/sync';
import { listJobs, pollJobs, type JobDeps, type JobPlatform } from '@/lib/jobs/tracker';
import type { jobInputs } from '@/lib/messaging/features/jobs';
import { stripBidi } from '@/lib/display/server-strings';
import type { FeatureDeps, FeatureHandlers } from './types';

/** The browser's alarms and notifications. */
export const browserJobPlatform: JobPlatform = {
  async scheduleAlarm(name, periodInMinutes) {
    const existing = await browser.alarms.get(name);
    if (!existing) await browser.alarms.create(name, { periodInMinutes, delayInMinutes: periodInMinutes });
  },
  async clearAlarm(name) {
    await browser.alarms.clear(name);
  },
  async notify(id, title, message) {
    await browser.notifications.create(id, { type: 'basic', iconUrl: browser.runtime.getURL('/icon/128.png'), title, message });
  },
};

/**
 * Every system notification passes here: its title and text carry server strings (a lead list's or an
 * audience's name, the server's error) and are shown outside any page, so no bidi control gets through.
 */
export function safeNotifications(platform: JobPlatform): JobPlatform {
  return { ...platform, notify: (id, title, message) => platform.notify(id, stripBidi(title), stripBidi(message)) };
}

export function jobDeps(deps: FeatureDeps): JobDeps {
  const syncDeps = { db: deps.db, api: deps.api, now: deps.now };
  return {
    db: deps.db,
    api: deps.api,
    now: deps.now,
    platform: safeNotifications(deps.ctx.jobPlatform ?? browserJobPlatform),
    // A finished refresh or build changed the audience on the server: re-read it (free).
    onFinished: async (job) => {
      if (job.kind !== 'lead_list' && job.context.audienceId) await afterAudienceJob(syncDeps, job.context.audienceId);
    },
  };
}

export function createJobHandlers(deps: FeatureDeps): FeatureHandlers<keyof typeof jobInputs> {
  const jd = jobDeps(deps);
  return {
    'jobs.list': async ({ kind }) => listJobs(deps.db, kind),
    'jobs.poll': async ({ kind }) => {
      await pollJobs(jd);
      return listJobs(deps.db, kind);
    },
  };
}
