// The worker's pushes to open pages: "this changed, read it again". A page never polls for audiences
// on a timer: the worker announces a change (a sync replayed, an audience edited anywhere, a job's progress) and the pages showing it re-read their view through the normal, checked requests. The message
// carries no data, so nothing in it needs trusting beyond who sent it.
export const CHANGES_CHANNEL = 'stacklens/v1/changed';

// `ledger`: a reconciliation settled possibly billed calls (not every ledger write: each free call writes one).
export const CHANGE_TOPICS = ['audiences', 'jobs', 'ledger'] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

export interface ChangeMessage {
  channel: typeof CHANGES_CHANNEL;
  topic: ChangeTopic;
}

/**
 * A page showing job progress holds a port of this name open: while one is connected and a job is
 * unfinished, the worker polls the API every second (free GETs) and pushes each change; with no page
 * open, the alarm polls every 30 s. The port carries nothing: it only says someone is watching.
 */
export const JOB_WATCH_PORT = 'stacklens/v1/watch-jobs';
export const JOB_WATCH_POLL_MS = 1000;

export const changeMessage = (topic: ChangeTopic): ChangeMessage => ({ channel: CHANGES_CHANNEL, topic });

/** The topic of a change message, or null for any other message. */
export function changeTopicOf(message: unknown): ChangeTopic | null {
  if (!message || typeof message !== 'object') return null;
  const { channel, topic } = message as Partial<ChangeMessage>;
  return channel === CHANGES_CHANNEL && CHANGE_TOPICS.some((t) => t === topic) ? (topic as ChangeTopic) : null;
}
