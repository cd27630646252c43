// Worker handlers of the lead-lists feature's protocol messages (lib/messaging/features/lead-lists.ts):
// create (POST, then tracked by the job alarm so progress and the deferred charge survive a stopped
// worker), cancel, delete, rows, and the free local technology picker.
import type { ResponseData } from '@/lib/api/catalog';
import { ApiError, NotFoundError, ValidationError } from '@/lib/api/errors';
import type { LeadList } from '@/lib/api/schemas';
import { fromLeadList, getJob, isTerminal, jobKey, listJobs, pollJobs, trackJob, type TrackedJob } from '@/lib/jobs/tracker';
import type { leadListInputs } from '@/lib/messaging/features/lead-lists';
import { jobDeps } from './jobs';
import type { FeatureDeps, FeatureHandlers } from './types';
import { t } from '@/lib/i18n';

type Message = keyof typeof leadListInputs;

/** A list this browser does not track (made elsewhere with the same key): shown, never charged here. */
function untracked(ll: LeadList, mode: TrackedJob['mode'], now: number): TrackedJob {
  const created = Date.parse(ll.created_at);
  return {
    key: jobKey('lead_list', ll.id),
    kind: 'lead_list',
    remoteId: ll.id,
    mode,
    context: { untracked: 'true' },
    skipped: 0,
    createdAt: Number.isNaN(created) ? now : created,
    updatedAt: now,
    charged: true,
    notified: true,
    ...fromLeadList(ll),
  };
}

export function createLeadListHandlers(deps: FeatureDeps): FeatureHandlers<Message> {
  const { db } = deps;
  const jd = jobDeps(deps);
  const tracked = async (id: string) => getJob(db, jobKey('lead_list', id));

  async function fetchList(id: string): Promise<{ list: LeadList; mode: TrackedJob['mode'] }> {
    const result = await deps.call({ endpoint: 'leadLists.get', params: { id } });
    return { list: (result.data as ResponseData<'leadLists.get'>).lead_list, mode: result.keyMode };
  }

  return {
    'leadLists.create': async (params) => {
      const result = await deps.call({ endpoint: 'leadLists.create', params });
      const ll = (result.data as ResponseData<'leadLists.create'>).lead_list;
      // Tracked under the account whose key created it, with that key's mode, also when another key was
      // saved meanwhile; a replayed create (same Idempotency-Key) does not reset a list already tracked.
      return trackJob(jd, { kind: 'lead_list', remoteId: ll.id, label: ll.name, mode: result.keyMode, leadList: ll }, result.account);
    },
    'leadLists.list': async () => listJobs(db, 'lead_list'),
    'leadLists.get': async ({ id }) => {
      const job = await tracked(id);
      if (job) return job;
      const { list, mode } = await fetchList(id);
      return untracked(list, mode, deps.now());
    },
    'leadLists.cancel': async ({ id }) => {
      const job = await tracked(id);
      if (!job) throw new NotFoundError({ message: t('leadLists_cancelNotTracked') });
      if (!isTerminal(job.status)) {
        // Re-read first: DELETE on a list that has just finished would delete it, rows and all.
        const { list: current } = await fetchList(id);
        if (!isTerminal(current.status)) {
          const reply = (await deps.call({ endpoint: 'leadLists.delete', params: { id } })).data as ResponseData<'leadLists.delete'>;
          if (reply.lead_list) await db.jobs.update(job.key, { ...fromLeadList(reply.lead_list), updatedAt: deps.now() });
        }
      }
      // Settles it: the delivered rows' charge goes to the ledger once, then the notification.
      await pollJobs(jd);
      return (await tracked(id)) ?? job;
    },
    'leadLists.delete': async ({ id }) => {
      const job = await tracked(id);
      if (job && !isTerminal(job.status)) {
        throw new ValidationError({ message: `“${job.label}” is still ${job.status}: cancel it first (delivered rows are billed), then delete it.` });
      }
      try {
        await deps.call({ endpoint: 'leadLists.delete', params: { id } });
      } catch (error) {
        // Already gone on the server: forgetting it here is all that is left to do.
        if (!(error instanceof ApiError && error.kind === 'not_found')) throw error;
      }
      if (job) await db.jobs.delete(job.key);
      return { deleted: true as const };
    },
    'leadLists.rows': async (params) => {
      const result = await deps.call({ endpoint: 'leadLists.rows', params });
      return result.data as ResponseData<'leadLists.rows'>;
    },
  };
}
