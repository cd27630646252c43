// Protocol messages of the signals feature: the alerts, which the worker mirrors in
// IndexedDB so the list reads offline. Signal queries, exports and technology searches are plain
// catalog calls (`api.call` with signals.query, signals.export, technologies.search/lookup).
import { z } from 'zod';
import type { ApiErrorData } from '@/lib/api/errors';
import { savedSignalQuery, type Alert } from '@/lib/api/schemas';
import { checkWebhookUrl } from '@/lib/signals/alert-form';

const name = z.string().trim().min(1, { error: 'Name is required (1 to 100 characters)' }).max(100, { error: 'Name may be at most 100 characters' });
const webhookUrl = z.string().superRefine((url, ctx) => {
  const checked = checkWebhookUrl(url);
  if ('error' in checked) ctx.addIssue({ code: 'custom', message: checked.error });
});
const alertId = z.string().min(1).max(100);

export const signalInputs = {
  /** The alerts: read from the server (free) and cached; the cached copy when the server cannot be reached. */
  'alerts.list': z.object({ sync: z.boolean().default(true) }),
  'alerts.create': z.object({ name, query: savedSignalQuery, webhook_url: webhookUrl, enabled: z.boolean().default(true) }),
  'alerts.update': z.object({
    id: alertId,
    name: name.optional(),
    query: savedSignalQuery.optional(),
    webhook_url: webhookUrl.optional(),
    enabled: z.boolean().optional(),
  }),
  'alerts.remove': z.object({ id: alertId }),
  /** One test event sent to the webhook now; answers with the receiver's status code. */
  'alerts.test': z.object({ id: alertId }),
} as const satisfies Record<string, z.ZodType>;

export interface AlertsView {
  alerts: Alert[];
  /** When the list was last read from the server (epoch ms); null if never. */
  syncedAt: number | null;
  /** Why the list is the cached copy, when the server could not be read. */
  error: ApiErrorData | null;
}

export interface AlertCreated {
  alert: Alert;
  /** Shown once by the page; the worker keeps no copy (contract.md). */
  signingSecret: string;
}

export interface SignalOutputs {
  'alerts.list': AlertsView;
  'alerts.create': AlertCreated;
  'alerts.update': { alert: Alert };
  'alerts.remove': { deleted: true };
  'alerts.test': { statusCode: number; deliveredAt: string };
}
