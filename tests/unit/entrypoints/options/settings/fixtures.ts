// Worker answers shared by the Settings tests (and the popup's, for settings.get), as the worker would send them.
import type { SettingsView } from '@/lib/messaging/protocol';

export const DAY = 86_400_000;
export const MB = 1_048_576;

export const SETTINGS: SettingsView = {
  baseUrl: 'http://127.0.0.1:8787',
  defaultBaseUrl: 'http://127.0.0.1:8787',
  askBeforeLookup: false,
  lookupChoiceMade: true,
  badge: false,
  resolveLocalNames: false,
  theme: 'system',
  idealCustomer: [],
  fitBadge: false,
  // Market at 12 hours: a time under a day is shown in hours.
  cacheTtl: { domain: 7 * DAY, company: 7 * DAY, technology: 30 * DAY, market: 43_200_000, signals: DAY, audience: DAY },
  cacheMaxBytes: 50 * MB,
};
