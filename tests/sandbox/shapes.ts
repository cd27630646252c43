// The shapes of the sandbox's stored records (audiences, alerts, lead lists, jobs): a leaf module, so
// the job runner and the state that owns it both read them without importing each other.
import type { Alert, Audience, Job, LeadList, SavedSignalQuery, SignalEvent } from '../../lib/api/schemas';
import type { ResponseData } from '../../lib/api/catalog';

export interface AudienceMember {
  domain: string;
  added_at: string;
  last_scanned_at: string | null;
}

export type ProfileData = Omit<ResponseData<'audiences.profile'>, 'cache'>;

export interface AudienceState {
  audience: Audience;
  accountId: string;
  members: Map<string, AudienceMember>;
  recipe: SavedSignalQuery | null;
  /** 24 h profile cache per slice (published: a hit still costs 1 credit). */
  profiles: Map<string, { computedAt: string; data: ProfileData }>;
}

export interface AlertState {
  alert: Alert;
  accountId: string;
  secret: string;
  /** Matching events not yet delivered: only events new since the last delivery are sent. */
  pending: SignalEvent[];
  flushing: boolean;
}

export type LeadRow = ResponseData<'leadLists.rows'>['rows'][number];

interface Work {
  accountId: string;
  keyId: string;
  test: boolean;
  ticks: number;
  ticksDone: number;
  willFail: boolean;
}

export interface LeadListState extends Work {
  leadList: LeadList;
  rows: LeadRow[];
}

export interface JobState extends Work {
  job: Job;
  audienceId: string;
  /** Refresh: members to crawl; build: domains to add. */
  domains: string[];
}
