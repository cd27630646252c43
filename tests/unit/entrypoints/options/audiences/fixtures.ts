// Worker answers shared by the audience tests, as the worker would send them.
import type { AudienceView } from '@/lib/messaging/features/audiences';

/** A synced list audience, empty and with nothing left to sync unless `over` says otherwise. */
export const audienceView = (over: Partial<AudienceView> = {}): AudienceView => ({
  id: 'a',
  remoteId: 'aud_1',
  name: 'Prospects',
  kind: 'list',
  size: 0,
  createdAt: 1,
  updatedAt: 1,
  lastRefreshedAt: null,
  syncError: null,
  pending: 0,
  ...over,
});
