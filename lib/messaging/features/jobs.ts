// Protocol messages for background jobs (lib/jobs/tracker.ts): the pages list and poll them; the
// features that start jobs (lead lists, audiences) track them in the worker.
import { z } from 'zod';
import type { TrackedJob } from '@/lib/jobs/tracker';

const kind = z.enum(['lead_list', 'audience_refresh', 'audience_build'], { error: 'kind must be lead_list, audience_refresh or audience_build' });

export const jobInputs = {
  /** Tracked jobs, newest first (free: reads IndexedDB only). */
  'jobs.list': z.object({ kind: kind.optional() }),
  /** Polls unfinished jobs now (free calls), as the alarm does; open pages use it for live progress. */
  'jobs.poll': z.object({ kind: kind.optional() }),
} as const satisfies Record<string, z.ZodType>;

export type TrackedJobView = TrackedJob;

export interface JobOutputs {
  'jobs.list': TrackedJobView[];
  'jobs.poll': TrackedJobView[];
}
