// Worker handlers of the signals feature's protocol messages (lib/messaging/features/signals.ts).
// Alerts are free (contract.md); every change goes to the server at once and is mirrored locally
// only once accepted. Offline changes are refused, never queued: a webhook must not fire later by surprise.
import { ApiError, ConflictError, NetworkError, PermissionError, toApiError } from '@/lib/api/errors';
import type { ResponseData } from '@/lib/api/catalog';
import type { signalInputs } from '@/lib/messaging/features/signals';
import { cachedAlerts, forgetAlert, putAlert, replaceAlerts } from '@/lib/signals/alert-store';
import type { FeatureDeps, FeatureHandlers } from './types';

export const OFFLINE_CHANGE =
  'You are offline, so nothing was changed. Alert changes are sent to the server straight away and are not queued (a webhook must not fire later by surprise): try again when you are back online.';

const UNREACHABLE = new Set(['network', 'timeout']);
export const DUPLICATE_NAME = 'An alert with this name already exists (names are compared ignoring case): choose another name, or edit the existing alert.';

/** 403 on an alert is the plan's cap on saved alerts (contract.md); 409 a name already used. */
function explainAlertError(e: ApiError): ApiError {
  if (e.kind === 'permission') {
    const cap = e.detail ? `${e.detail.replace(/\.?$/, '.')} ` : 'Your plan’s limit on saved alerts is reached. ';
    return new PermissionError({ ...e.toJSON(), message: `${cap}Delete an alert you no longer need, or upgrade your plan to save more.` });
  }
  if (e.kind === 'conflict') return new ConflictError({ ...e.toJSON(), message: DUPLICATE_NAME });
  return e;
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export function createSignalHandlers(deps: FeatureDeps): FeatureHandlers<keyof typeof signalInputs> {
  /** A change to an alert: refused offline, and an unreachable server is reported as not queued. */
  async function change<T>(endpoint: string, run: () => Promise<T>): Promise<T> {
    if (isOffline()) throw new NetworkError({ endpoint, message: OFFLINE_CHANGE });
    try {
      return await run();
    } catch (error) {
      const e = toApiError(error, endpoint);
      if (UNREACHABLE.has(e.kind)) throw new NetworkError({ endpoint, message: OFFLINE_CHANGE });
      throw explainAlertError(e);
    }
  }
  const data = async <E extends 'alerts.list' | 'alerts.create' | 'alerts.update' | 'alerts.delete' | 'alerts.test'>(
    endpoint: E,
    params: Record<string, unknown>,
  ) => (await deps.call({ endpoint, params })).data as ResponseData<E>;

  return {
    'alerts.list': async ({ sync }) => {
      if (sync) {
        try {
          const { alerts } = await data('alerts.list', {});
          const at = deps.now();
          await replaceAlerts(deps.db, alerts, at);
          return { alerts, syncedAt: at, error: null };
        } catch (error) {
          const e = error instanceof ApiError ? error : toApiError(error, 'alerts.list');
          return { ...(await cachedAlerts(deps.db)), error: e.toJSON() };
        }
      }
      return { ...(await cachedAlerts(deps.db)), error: null };
    },
    'alerts.create': (input) =>
      change('alerts.create', async () => {
        const created = await data('alerts.create', input);
        await putAlert(deps.db, created.alert, deps.now());
        return { alert: created.alert, signingSecret: created.signing_secret };
      }),
    'alerts.update': (input) =>
      change('alerts.update', async () => {
        const { alert } = await data('alerts.update', input);
        await putAlert(deps.db, alert, deps.now());
        return { alert };
      }),
    'alerts.remove': ({ id }) =>
      change('alerts.delete', async () => {
        await data('alerts.delete', { id });
        await forgetAlert(deps.db, id);
        return { deleted: true as const };
      }),
    'alerts.test': ({ id }) =>
      change('alerts.test', async () => {
        const { delivery } = await data('alerts.test', { id });
        return { statusCode: delivery.status_code, deliveredAt: delivery.delivered_at };
      }),
  };
}
