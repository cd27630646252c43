// What the worker's handlers share (lib/worker/handlers.ts and the popup's, features/popup.ts): the one
// metered client per base URL, the consent check before any request, the settings and storage views,
// free reads of the cache, one reconciliation at a time, and the metered call behind `api.call`.
import { createApiClient, type ApiClient } from '@/lib/metered/client';
import { NoKeyError, toApiError } from '@/lib/api/errors';
import { t } from '@/lib/i18n';
import { createTransport } from '@/lib/api/transport';
import { getSettings } from '@/lib/db/settings';
import { getKey, type KeyMode } from '@/lib/keys/key-store';
import type { Handlers } from '@/lib/messaging/background';
import type { CacheStatsView, CallResultView, ParsedInput, SettingsView, StorageView } from '@/lib/messaging/protocol';
import { storageStats } from '@/lib/metered/storage-stats';
import { enforceBudgets } from '@/lib/metered/budgets';
import { parseParams } from '@/lib/api/request';
import type { EndpointId } from '@/lib/api/catalog';
import { whileCurrent } from '@/lib/db/account-data';
import { reconcileUnknown } from '@/lib/metered/reconcile';
import { runHooks, type WorkerHooks } from './hooks';
import { rememberTechnologies, summariesIn } from '@/lib/db/technologies';
import type { WorkerContext } from './features/types';

export type WorkerServices = ReturnType<typeof createWorkerServices>;

/**
 * The services for one createHandlers: `handlers` is the map being built (the hooks after a call get it),
 * filled in before any message arrives.
 */
export function createWorkerServices(ctx: WorkerContext, hooks: readonly WorkerHooks[], handlers: Handlers) {
  const { db, defaultBaseUrl } = ctx;
  const now = ctx.now ?? Date.now;
  let client: { baseUrl: string; api: ApiClient } | null = null;

  /** Nothing leaves for the API provider before the user allows it: refused here, before any request is built. */
  async function requireConsent(endpoint: string): Promise<void> {
    if (ctx.dataConsent && !(await ctx.dataConsent())) throw new NoKeyError({ endpoint, code: 'no_consent', message: t('store_noConsent') });
  }
  async function baseUrl(): Promise<string> {
    return (await getSettings(db, { baseUrl: defaultBaseUrl })).baseUrl || defaultBaseUrl;
  }
  /** One client per base URL: its coalescing of in-flight calls must be shared by every page. */
  async function api(): Promise<ApiClient> {
    const url = await baseUrl();
    if (client?.baseUrl !== url) {
      const consentedKey = async () => {
        await requireConsent('api');
        return getKey(db);
      };
      const transport = createTransport({
        baseUrl: url,
        getKey: consentedKey,
        fetch: ctx.fetch,
        sleep: ctx.sleep,
        attemptTimeoutMs: ctx.attemptTimeoutMs,
        probeBeforePaid: ctx.probeBeforePaid,
      });
      client = {
        baseUrl: url,
        api: createApiClient({ db, transport, baseUrl: url, now: ctx.now, budgetGuard: (estimate) => enforceBudgets(db, estimate, now()) }),
      };
    }
    return client.api;
  }
  async function settingsView(): Promise<SettingsView> {
    const settings = await getSettings(db, { baseUrl: defaultBaseUrl });
    return {
      baseUrl: settings.baseUrl || defaultBaseUrl,
      defaultBaseUrl,
      askBeforeLookup: settings.askBeforeLookup,
      lookupChoiceMade: settings.lookupChoiceMade,
      badge: settings.badge,
      resolveLocalNames: settings.resolveLocalNames,
      theme: settings.theme,
      idealCustomer: settings.idealCustomer,
      fitBadge: settings.fitBadge,
      cacheTtl: settings.cacheTtl,
      cacheMaxBytes: settings.cacheMaxBytes,
    };
  }
  async function cacheStats(): Promise<CacheStatsView> {
    const [stats, settings] = await Promise.all([(await api()).cache.stats(), getSettings(db, { baseUrl: defaultBaseUrl })]);
    return { entries: stats.entries, bytes: stats.bytes, maxBytes: settings.cacheMaxBytes };
  }
  async function storageView(): Promise<StorageView> {
    return storageStats(db, (await getSettings(db, { baseUrl: defaultBaseUrl })).cacheMaxBytes);
  }
  /** A cached answer, fresh or expired, without any request: reading it is free. */
  async function peek(endpoint: EndpointId, params: unknown): Promise<CallResultView | null> {
    let parsed: unknown;
    try {
      parsed = parseParams(endpoint, params as never);
    } catch (error) {
      throw toApiError(error, endpoint);
    }
    const entry = await (await api()).cache.get(endpoint, parsed);
    if (!entry) return null;
    return {
      data: entry.data as CallResultView['data'],
      source: entry.fresh ? 'cache' : 'stale-cache',
      storedAt: entry.storedAt,
      credits: 0,
    };
  }

  /** One reconciliation at a time: two at once would both give the same server charge to the rows. */
  let reconciling: Promise<unknown> = Promise.resolve();
  let backgroundQueued = false;
  function reconcile(graceMs?: number) {
    const run = reconciling.then(async () => {
      const report = await reconcileUnknown(await api(), db, now(), graceMs);
      if (report.settled > 0) await runHooks(hooks, 'afterReconcile', report);
      return report;
    });
    reconciling = run.catch(() => undefined);
    return run;
  }
  function reconcileInBackground() {
    if (backgroundQueued) return;
    backgroundQueued = true;
    reconcile()
      .catch(() => undefined)
      .finally(() => (backgroundQueued = false));
  }

  /** The metered call behind `api.call`, with the account its request was sent for (features need it). */
  async function callFor(
    { endpoint, params, refresh }: ParsedInput<'api.call'>,
    waitOnRateLimit = true,
  ): Promise<{ view: CallResultView; account: string; keyMode: KeyMode }> {
    const result = await (await api()).call(endpoint, params as never, { refresh, waitOnRateLimit });
    // Made safe to show where every reply leaves the worker (lib/messaging/background.ts).
    const data = result.data;
    if (result.source === 'network') {
      // Names the answer taught: the account's own (its table), dropped if another account is current now.
      const remember = () => rememberTechnologies(db, summariesIn(endpoint, data), now());
      await whileCurrent(db, result.account, [db.technologies], remember).catch(() => undefined);
    }
    const view: CallResultView = { data, source: result.source, storedAt: result.storedAt, credits: result.credits, capped: result.capped };
    void runHooks(hooks, 'afterCall', { endpoint, result: view }, handlers);
    return { view, account: result.account, keyMode: result.keyMode };
  }

  return { requireConsent, baseUrl, api, settingsView, cacheStats, storageView, peek, reconcile, reconcileInBackground, callFor };
}
