// Protocol messages of the lead-lists feature: zod inputs (parsed by the worker) and output types.
// Spread into lib/messaging/inputs.ts and extended by Outputs in lib/messaging/protocol.ts.
// Creating a list is the only paid step (billed on rows delivered, at completion); the rest is free.
import { z } from 'zod';
import { endpoints, type ResponseData } from '@/lib/api/catalog';
import type { TrackedJobView } from './jobs';

const listId = z.string().trim().min(1, { error: 'lead list id must not be empty' }).max(200);

export const leadListInputs = {
  /** POST /v1/lead-lists (the catalog's parameters and bounds), then tracked by the job alarm. */
  /** Its Idempotency-Key is the worker's, per intent (the same inputs): a second press starts nothing twice. */
  'leadLists.create': endpoints['leadLists.create'].params,
  /** The lead lists tracked in this browser, newest first (free: IndexedDB only). */
  'leadLists.list': z.object({}),
  /** One tracked list (the deep link #lead-lists/<id>); fetched free from the API when this browser does not track it yet. */
  'leadLists.get': z.object({ id: listId }),
  /** Cancels a queued or running list: the rows delivered so far are billed (contract.md). */
  'leadLists.cancel': z.object({ id: listId }),
  /** Deletes a finished list on the server and here. */
  'leadLists.delete': z.object({ id: listId }),
  /** Delivered rows, paged (free). */
  'leadLists.rows': endpoints['leadLists.rows'].params,
} as const satisfies Record<string, z.ZodType>;

export type LeadListView = TrackedJobView;
export type LeadListRows = ResponseData<'leadLists.rows'>;

export interface LeadListOutputs {
  'leadLists.create': LeadListView;
  'leadLists.list': LeadListView[];
  'leadLists.get': LeadListView;
  'leadLists.cancel': LeadListView;
  'leadLists.delete': { deleted: true };
  'leadLists.rows': LeadListRows;
}
