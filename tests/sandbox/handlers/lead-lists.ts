// Lead lists (contract.md): a background job billed on rows delivered at completion, capped to the
// balance; DELETE cancels a running list (delivered rows are billed) or deletes a finished one.
import type { LeadList } from '../../../lib/api/schemas';
import { invalid } from '../errors';
import { ticksFor } from '../jobs';
import { pickFilters } from '../signals';
import type { HandlerGroup } from './types';
import { owned } from './shared';

type Ids = 'leadLists.create' | 'leadLists.list' | 'leadLists.get' | 'leadLists.rows' | 'leadLists.delete';

export const leadListHandlers: HandlerGroup<Ids> = {
  'leadLists.create': (p, { state, account, key, test, now }) => {
    for (const id of p.technologies) {
      if (!state.world.techById(id)) throw invalid(`technologies: no technology with id ${id}`);
    }
    const rows = state.world.leadRows({ technologies: p.technologies, filters: pickFilters(p.filters), maxRows: p.max_rows }).slice(0, p.max_rows);
    const leadList: LeadList = {
      id: state.nextId('ll'),
      name: p.name,
      status: 'queued',
      estimate_rows: rows.length,
      rows_delivered: 0,
      credits_charged: 0,
      capped: false,
      created_at: now.toISOString(),
      finished_at: null,
      error: null,
    };
    state.leadLists.set(leadList.id, {
      leadList,
      rows,
      accountId: account.id,
      keyId: key.id,
      test,
      ticks: ticksFor(leadList.id),
      ticksDone: 0,
      willFail: state.faults.takeJobFailure(),
    });
    state.runner.wake();
    return { data: { lead_list: leadList } };
  },
  'leadLists.list': (_p, { state, account }) => ({
    data: { lead_lists: [...state.leadLists.values()].filter((l) => l.accountId === account.id).map((l) => l.leadList) },
  }),
  'leadLists.get': (p, { state, account }) => ({ data: { lead_list: owned(state.leadLists, p.id ?? '', account.id, 'lead list').leadList } }),
  'leadLists.rows': (p, { state, account }) => {
    const l = owned(state.leadLists, p.id, account.id, 'lead list');
    const delivered = l.rows.slice(0, l.leadList.rows_delivered);
    return { data: { rows: delivered.slice(p.offset, p.offset + p.limit), total: delivered.length, limit: p.limit, offset: p.offset } };
  },
  'leadLists.delete': (p, { state, account }) => {
    const l = owned(state.leadLists, p.id ?? '', account.id, 'lead list');
    if (l.leadList.status === 'queued' || l.leadList.status === 'running') {
      state.runner.finishLeadList(l, 'canceled');
      return { data: { lead_list: l.leadList, deleted: false } };
    }
    state.leadLists.delete(l.leadList.id);
    return { data: { deleted: true } };
  },
};
