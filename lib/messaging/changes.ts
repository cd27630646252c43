// The worker's pushes to open pages: "this changed, read it again". A page never polls for audiences
// on a timer: the worker announces a change (a sync replayed, an audience edited anywhere) and the pages showing it re-read their view through the normal, checked requests. The message
// carries no data, so nothing in it needs trusting beyond who sent it.
export const CHANGES_CHANNEL = 'stacklens/v1/changed';

export const CHANGE_TOPICS = ['audiences'] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

export interface ChangeMessage {
  channel: typeof CHANGES_CHANNEL;
  topic: ChangeTopic;
}

export const changeMessage = (topic: ChangeTopic): ChangeMessage => ({ channel: CHANGES_CHANNEL, topic });

/** The topic of a change message, or null for any other message. */
export function changeTopicOf(message: unknown): ChangeTopic | null {
  if (!message || typeof message !== 'object') return null;
  const { channel, topic } = message as Partial<ChangeMessage>;
  return channel === CHANGES_CHANNEL && CHANGE_TOPICS.some((t) => t === topic) ? (topic as ChangeTopic) : null;
}
