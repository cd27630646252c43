// Protocol messages of the audiences feature: zod inputs (parsed by the worker) and output types.
// Spread into lib/messaging/inputs.ts and extended by Outputs in lib/messaging/protocol.ts.
import { z } from 'zod';
import { savedSignalQuery } from '@/lib/api/schemas';
import { formatNumber } from '@/lib/display/format';
import { t } from '@/lib/i18n';
import type { AudienceRow } from '@/lib/db/database';
import type { TrackedJobView } from './jobs';
import type { CallResultView } from '../views';

const id = z.string({ error: 'id must name an audience' }).min(1, { error: 'id must name an audience' }).max(100);
// The texts a person can read are worded when an input is refused (in the UI language); `id` and
// the other inputs only pages send are for developers.
const NAME_MAX = 100;
const name = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, { error: () => t('audiences_errNameEmpty') })
  .max(NAME_MAX, { error: () => t('audiences_errNameLong', [formatNumber(NAME_MAX)]) });
/** The most members one page of the table may ask for. */
export const MEMBER_PAGE_MAX = 500;
/** The most members one page of the CSV export may carry (a few hundred KB of text). */
export const EXPORT_PAGE_MAX = 5000;

const LINE_MAX = 4000;
const LINES_MAX = 10_000;
const lines = z
  .array(z.string().max(LINE_MAX, { error: () => t('audiences_errLineLong', [formatNumber(LINE_MAX)]) }))
  .max(LINES_MAX, { error: () => t('audiences_errTooManyLines', [formatNumber(LINES_MAX)]) });

export const audienceInputs = {
  /** Saved audiences (local, free). */
  'audiences.list': z.object({}),
  /** One audience and how many members it has here (counted by index; the members come a page at a time). */
  'audiences.get': z.object({ id }),
  /** One page of members, searched by the start of the domain and sorted as the table offers, with cached technologies (free). */
  'audiences.memberPage': z.object({
    id,
    offset: z.number().int().min(0).max(10_000_000),
    limit: z.number().int().min(1).max(MEMBER_PAGE_MAX),
    sort: z.enum(['domain', 'technologies', 'lastScannedAt']),
    desc: z.boolean(),
    query: z.string().max(253, { error: () => t('audiences_errQueryLong', [formatNumber(253)]) }),
  }),
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
  /**
   * One page of the server's members pulled into this browser (free): their last scans. The refresh
   * estimate of a big audience pulls page by page, so the page shows progress and can stop.
   */
  'audiences.pullPage': z.object({ id, offset: z.number().int().min(0).max(10_000_000) }),
  /** Free: members not scanned in the last 7 days, after pulling the server's last scans (`pulled`: the page already did, page by page). */
  'audiences.refreshEstimate': z.object({ id, pulled: z.boolean().optional() }),
  /** Its Idempotency-Key is the worker's, per intent: pressing again after a lost answer starts no second refresh. */
  'audiences.refreshStart': z.object({ id }),
  /**
   * Free and local: the members a refresh crawled (a last scan on the server) whose stack is not in this
   * browser's cache, to look up as one priced batch; `cached` of them already are (free, not counted).
   */
  'audiences.scannedLookups': z.object({ id }),
  /** An audience built server-side from a signal query (a job, kind audience_build). */
  'audiences.createFromRecipe': z.object({ name, recipe: savedSignalQuery }),
  /** The export, a page at a time in domain order after `after` (the page streams the pages into one CSV file). */
  'audiences.exportPage': z.object({
    id,
    after: z.string().max(253).nullable(),
    limit: z.number().int().min(1).max(EXPORT_PAGE_MAX),
  }),
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
  /** Members in this browser after the change. */
  members: number;
}

export interface MemberPageView {
  /** Members of the audience in this browser. */
  total: number;
  /** Members the search matches (`total` without one). */
  matched: number;
  offset: number;
  members: MemberView[];
}

export interface SyncView {
  replayed: number;
  pending: number;
  stoppedBy: string | null;
}

export interface AudienceOutputs {
  'audiences.list': { audiences: AudienceView[]; lastUsedId: string | null };
  'audiences.get': { audience: AudienceView; count: number };
  'audiences.memberPage': MemberPageView;
  'audiences.create': AudienceView;
  'audiences.rename': AudienceView;
  'audiences.delete': { id: string; undoMs: number };
  'audiences.undoDelete': AudienceView;
  'audiences.addMembers': AddMembersResult;
  'audiences.removeMembers': { removed: number; members: number };
  'audiences.forDomain': { audiences: AudienceView[]; containing: string[]; lastUsedId: string | null };
  'audiences.contextAdd': { ok: boolean; message: string; audienceId: string | null; domain: string | null };
  'audiences.sync': SyncView;
  'audiences.pull': AudienceView;
  'audiences.profile': CallResultView<'audiences.profile'>;
  'audiences.pullPage': { pulled: number; total: number; next: number | null };
  'audiences.refreshEstimate': { members: number; stale: number; credits: number };
  'audiences.refreshStart': TrackedJobView;
  'audiences.scannedLookups': { domains: string[]; cached: number };
  'audiences.createFromRecipe': { audience: AudienceView; job: TrackedJobView | null };
  /** `csv` starts with the header on the first page; `next` is where the next page starts, null after the last. */
  'audiences.exportPage': { filename: string; csv: string; rows: number; total: number; next: string | null };
  'audiences.knownTechnologies': { id: number; name: string }[];
}
