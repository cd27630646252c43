// Protocol messages of the audiences feature: zod inputs (parsed by the worker) and output types.
// Spread into lib/messaging/inputs.ts and extended by Outputs in lib/messaging/protocol.ts.
import { z } from 'zod';
import { savedSignalQuery } from '@/lib/api/schemas';
import type { AudienceRow } from '@/lib/db/database';
import type { TrackedJobView } from './jobs';
import type { CallResultView } from '../views';

const id = z.string({ error: 'id must name an audience' }).min(1, { error: 'id must name an audience' }).max(100);
const name = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, { error: 'Give the audience a name.' })
  .max(100, { error: 'An audience name may be at most 100 characters.' });
const lines = z
  .array(z.string().max(4000, { error: 'a line may be at most 4,000 characters' }))
  .max(10_000, { error: 'At most 10,000 domains at once: split the list and import the rest next.' });

export const audienceInputs = {
  /** Saved audiences (local, free). */
  'audiences.list': z.object({}),
  /** One audience and its members, with cached technologies (free). */
  'audiences.get': z.object({ id }),
  'audiences.create': z.object({ name }),
  'audiences.rename': z.object({ id, name }),
  'audiences.delete': z.object({ id }),
  'audiences.undoDelete': z.object({ id }),
  /** Lines (URLs, www. names, IDNs, CSV rows) normalised and de-duplicated into the audience. */
  'audiences.addMembers': z.object({ id, lines }),
  'audiences.removeMembers': z.object({ id, domains: z.array(z.string().max(253)).min(1).max(10_000) }),
  /** Which audiences hold this domain, and which one was used last (the popup's control). */
  'audiences.forDomain': z.object({ domain: z.string().min(1).max(253) }),
  /** The context menu's action (also how e2e tests reach it): adds the page's or link's site to the last used audience. */
  'audiences.contextAdd': z.object({ pageUrl: z.string().max(4000).optional(), linkUrl: z.string().max(4000).optional() }),
  /** Replays queued changes now (free calls). */
  'audiences.sync': z.object({}),
  /** Pulls the server's members (free): last scans, members of a recipe build. */
  'audiences.pull': z.object({ id }),
  /** GET /v1/audiences/{id}/profile: 1 credit, cached locally for the audience TTL. */
  'audiences.profile': z.object({
    id,
    technology: z.string().trim().min(1).max(100).optional(),
    category: z.string().trim().min(1).max(100).optional(),
    refresh: z.boolean().optional(),
  }),
  /** Free: members not scanned in the last 7 days, after pulling the server's last scans. */
  'audiences.refreshEstimate': z.object({ id }),
  /** Its Idempotency-Key is the worker's, per intent: pressing again after a lost answer starts no second refresh. */
  'audiences.refreshStart': z.object({ id }),
  /** An audience built server-side from a signal query (a job, kind audience_build). */
  'audiences.createFromRecipe': z.object({ name, recipe: savedSignalQuery }),
  'audiences.export': z.object({ id }),
  /** Technologies seen in earlier answers (local, free), to pick a recipe's technology by name. */
  'audiences.knownTechnologies': z.object({}),
} as const satisfies Record<string, z.ZodType>;

/** An audience as pages see it: the stored row (lib/db/database.ts) without its undo marker. */
export interface AudienceView extends Omit<AudienceRow, 'deletedAt'> {
  /** Changes made here that the server has not taken yet. */
  pending: number;
}

export interface MemberView {
  domain: string;
  addedAt: number;
  lastScannedAt: number | null;
  technologies: string[] | null;
}

export interface AddMembersResult {
  added: number;
  domains: string[];
  duplicates: number;
  rejected: { input: string; reason: string }[];
}

export interface SyncView {
  replayed: number;
  pending: number;
  stoppedBy: string | null;
}

export interface AudienceOutputs {
  'audiences.list': { audiences: AudienceView[]; lastUsedId: string | null };
  'audiences.get': { audience: AudienceView; members: MemberView[] };
  'audiences.create': AudienceView;
  'audiences.rename': AudienceView;
  'audiences.delete': { id: string; undoMs: number };
  'audiences.undoDelete': AudienceView;
  'audiences.addMembers': AddMembersResult;
  'audiences.removeMembers': { removed: number };
  'audiences.forDomain': { audiences: AudienceView[]; containing: string[]; lastUsedId: string | null };
  'audiences.contextAdd': { ok: boolean; message: string; audienceId: string | null; domain: string | null };
  'audiences.sync': SyncView;
  'audiences.pull': AudienceView;
  'audiences.profile': CallResultView<'audiences.profile'>;
  'audiences.refreshEstimate': { members: number; stale: number; credits: number };
  'audiences.refreshStart': TrackedJobView;
  'audiences.createFromRecipe': { audience: AudienceView; job: TrackedJobView | null };
  'audiences.export': { filename: string; csv: string; rows: number };
  'audiences.knownTechnologies': { id: number; name: string }[];
}
