// Worker handlers of the signals feature's protocol messages (lib/messaging/features/signals.ts).
// Alerts are free (contract.md); every change goes to the server at once and is mirrored locally
// only once accepted. Offline changes are refused, never queued: a webhook must not fire later by surprise.
import { ApiError, ConflictError, NetworkError, PermissionError, toApiError } from '@/lib/api/errors';
import type { ResponseData } from '@/lib/api/catalog';
import type { signalInputs } from '@/lib/messaging/features/signals';
import { cachedAlerts, forgetAlert, putAlert, replaceAlerts } from '@/lib/signals/alert-store';
import { whileCurrent } from '@/lib/db/account-data';
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
  const call = async <E extends 'alerts.list' | 'alerts.create' | 'alerts.update' | 'alerts.delete' | 'alerts.test'>(
    endpoint: E,
    params: Record<string, unknown>,
  ) => {
    const result = await deps.call({ endpoint, params });
    return { data: result.data as ResponseData<E>, account: result.account };
  };
  const data = async <E extends 'alerts.list' | 'alerts.create' | 'alerts.update' | 'alerts.delete' | 'alerts.test'>(
    endpoint: E,
    params: Record<string, unknown>,
  ) => (await call(endpoint, params)).data;
  /** The mirror is the live account's: an answer sent for another (a key saved meanwhile) is dropped. */
  const mirror = (account: string, write: () => Promise<void>) => whileCurrent(deps.db, account, [deps.db.alerts, deps.db.meta], write);

  return {
    'alerts.list': async ({ sync }) => {
      if (sync) {
        try {
          const { data: list, account } = await call('alerts.list', {});
          const at = deps.now();
          const written = await mirror(account, () => replaceAlerts(deps.db, list.alerts, at));
          // Another account's key was saved while the list was on its way: that account's alerts are shown.
          if (!written.current) return { ...(await cachedAlerts(deps.db)), error: null };
          return { alerts: list.alerts, syncedAt: at, error: null };
        } catch (error) {
          const e = error instanceof ApiError ? error : toApiError(error, 'alerts.list');
          return { ...(await cachedAlerts(deps.db)), error: e.toJSON() };
        }
      }
      return { ...(await cachedAlerts(deps.db)), error: null };
    },
    'alerts.create': (input) =>
      change('alerts.create', async () => {
        const { data: created, account } = await call('alerts.create', input);
        await mirror(account, () => putAlert(deps.db, created.alert, deps.now()));
        return { alert: created.alert, signingSecret: created.signing_secret };
      }),
    'alerts.update': (input) =>
      change('alerts.update', async () => {
        const { data: updated, account } = await call('alerts.update', input);
        const { alert } = updated;
        await mirror(account, () => putAlert(deps.db, alert, deps.now()));
        return { alert };
      }),
    'alerts.remove': ({ id }) =>
      change('alerts.delete', async () => {
        const { account } = await call('alerts.delete', { id });
        await mirror(account, () => forgetAlert(deps.db, id));
        return { deleted: true as const };
      }),
    'alerts.test': ({ id }) =>
      change('alerts.test', async () => {
        const { delivery } = await data('alerts.test', { id });
        return { statusCode: delivery.status_code, deliveredAt: delivery.delivered_at };
      }),
  };
}
