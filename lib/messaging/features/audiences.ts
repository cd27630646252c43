// Protocol messages of the audiences feature: zod inputs (parsed by the worker) and output types.
// Spread into lib/messaging/inputs.ts and extended by Outputs in lib/messaging/protocol.ts.
import { z } from 'zod';
import { savedSignalQuery } from '@/lib/api/schemas';
import type { AudienceRow } from '@/lib/db/database';
import type { TrackedJobView } from './jobs';
import type { CallResultView } from '../views';

const id = z.string({ error: 'id must name an audience' }).min(1, { error: 'id must name an audience' }).max(100);
const name = z.string({ error: 'name is required' }).trim().min(1, { error: 'Give the audience a name.' })
  .max(100, { error: 'An audience name may be at most 100 characters.' });
const lines = z.array(z.string().max(4000, { error: 'a line may be at most 4,000 characters' }))
  .max(10_000, { error: 'At most 10,000 domains at once: split the list and import the rest next.' });

export const audienceInputs = {
  /** Saved audiences (local, free). */
  'audience.list': z.object({}),
  /** One audience and its members, with cached technologies (free). */
  'audience.get': z.object({ id }),
  'audience.create': z.object({ name }),
  'audience.rename': z.object({ id, name }),
  'audience.delete': z.object({ id }),
  'audience.undoDelete': z.object({ id }),
  /** Lines (URLs, www. names, IDNs, CSV rows) normalised and de-duplicated into the audience. */
  'audience.addMembers': z.object({ id, lines }),
  'audience.removeMembers': z.object({ id, domains: z.array(z.string().max(253)).min(1).max(10_000) }),
  /** Which audiences hold this domain, and which one was used last (the popup's control). */
  'audience.forDomain': z.object({ domain: z.string().min(1).max(253) }),
  /** The context menu's action (also how e2e tests reach it): adds the page's or link's site to the last used audience. */
  'audience.contextAdd': z.object({ pageUrl: z.string().max(4000).optional(), linkUrl: z.string().max(4000).optional() }),
  /** Replays queued changes now (free calls). */
  'audience.sync': z.object({}),
  /** Pulls the server's members (free): last scans, members of a recipe build. */
  'audience.pull': z.object({ id }),
  /** GET /v1/audiences/{id}/profile: 1 credit, cached locally for the audience TTL. */
  'audience.profile': z.object({ id, technology: z.string().trim().min(1).max(100).optional(), category: z.string().trim().min(1).max(100).optional(), refresh: z.boolean().optional() }),
  /** Free: members not scanned in the last 7 days, after pulling the server's last scans. */
  'audience.refreshEstimate': z.object({ id }),
  /** Its Idempotency-Key is the worker's, per intent: pressing again after a lost answer starts no second refresh. */
  'audience.refreshStart': z.object({ id }),
  /** An audience built server-side from a signal query (a job, kind audience_build). */
  'audience.createFromRecipe': z.object({ name, recipe: savedSignalQuery }),
  'audience.export': z.object({ id }),
  /** Technologies seen in earlier answers (local, free), to pick a recipe's technology by name. */
  'audience.knownTechnologies': z.object({}),
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
  'audience.list': { audiences: AudienceView[]; lastUsedId: string | null };
  'audience.get': { audience: AudienceView; members: MemberView[] };
  'audience.create': AudienceView;
  'audience.rename': AudienceView;
  'audience.delete': { id: string; undoMs: number };
  'audience.undoDelete': AudienceView;
  'audience.addMembers': AddMembersResult;
  'audience.removeMembers': { removed: number };
  'audience.forDomain': { audiences: AudienceView[]; containing: string[]; lastUsedId: string | null };
  'audience.contextAdd': { ok: boolean; message: string; audienceId: string | null; domain: string | null };
  'audience.sync': SyncView;
  'audience.pull': AudienceView;
  'audience.profile': CallResultView<'audiences.profile'>;
  'audience.refreshEstimate': { members: number; stale: number; credits: number };
  'audience.refreshStart': TrackedJobView;
  'audience.createFromRecipe': { audience: AudienceView; job: TrackedJobView | null };
  'audience.export': { filename: string; csv: string; rows: number };
  'audience.knownTechnologies': { id: number; name: string }[];
}
