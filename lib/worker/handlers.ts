// What the worker does for each protocol message: the one place where pages' requests meet the
// key store, the settings and the metered client. Nothing returned here contains the key.
import { META_LAST_UPDATE } from '@/lib/db/kv-keys';
import { createApiClient, type ApiClient } from '@/lib/metered/client';
import { NoKeyError } from '@/lib/api/errors';
import { t } from '@/lib/i18n';
import { createTransport } from '@/lib/api/transport';
import { getBalance, type BalanceInfo } from '@/lib/metered/balance';
import { listLedger } from '@/lib/metered/ledger';
import { ledgerSummary } from '@/lib/metered/ledger-figures';
import { ledgerPage } from '@/lib/metered/ledger-page';
import { getSettings, updateSettings } from '@/lib/db/settings';
import { describeKey, getKey, removeKey, type KeyMode } from '@/lib/keys/key-store';
import { verifyAndSaveKey } from '@/lib/keys/verify-key';
import type { Handlers } from '@/lib/messaging/background';
import type { BalanceView, CacheStatsView, CallResultView, ParsedInput, PopupOpenView, SettingsView, StorageView } from '@/lib/messaging/protocol';
import { storageStats, takenBy } from '@/lib/metered/storage-stats';
import { namingWhatFillsStorage } from './storage-full';
import { clearLedger } from '@/lib/metered/ledger-figures';
import { budgetCrossing, budgetsView, enforceBudgets, nearCap, updateCaps } from '@/lib/metered/budgets';
import { rotateKey } from '@/lib/keys/rotate-key';
import { parseParams } from '@/lib/api/request';
import { toApiError } from '@/lib/api/errors';
import { endpoints, type EndpointId } from '@/lib/api/catalog';
import { normalizeDomains, resolveTarget } from '@/lib/domain/resolve';
import { recordVisit } from './visits';
import { createFirstFrames, firstFrameKey } from './first-frames';
import { diskNote, frameFromDisk, keepOnDisk, readGate, type DiskNote } from './disk-frames';
import { dropStoredFrames } from '@/lib/db/first-frame-rows';
import { whileCurrent } from '@/lib/db/account-data';
import { cacheKey } from '@/lib/metered/cache-key';
import { reconcileDue, reconcileUnknown } from '@/lib/metered/reconcile';
import { clearBrowsingData, countBrowsingData } from '@/lib/keys/browsing-data';
import { runHooks, type WorkerHooks } from './hooks';
import { createAudienceHandlers } from './features/audiences';
import { browserJobPlatform, createJobHandlers } from './features/jobs';
import { resumeJobAlarm } from '@/lib/jobs/tracker';
import { createLeadListHandlers } from './features/lead-lists';
import { createHiddenHandlers } from './features/hidden';
import { createLocalHandlers } from './features/local';
import { createSignalHandlers } from './features/signals';
import { createReachHandlers } from './features/reach';
import type { FeatureDeps, WorkerContext } from './features/types';
import type { audienceInputs } from '@/lib/messaging/features/audiences';
import type { jobInputs } from '@/lib/messaging/features/jobs';
import type { leadListInputs } from '@/lib/messaging/features/lead-lists';
import type { hiddenInputs } from '@/lib/messaging/features/hidden';
import type { localInputs } from '@/lib/messaging/features/local';
import type { signalInputs } from '@/lib/messaging/features/signals';
import type { reachInputs } from '@/lib/messaging/features/reach';
import { knownTechnologies, rememberTechnologies, searchKnownTechnologies, summariesIn } from '@/lib/db/technologies';

export type { WorkerContext } from './features/types';

function toBalanceView(info: BalanceInfo | null): BalanceView {
  return {
    plan: info?.plan ?? null,
    balance: info?.balance ?? null,
    limit: info?.limit ?? null,
    resetAt: info?.resetAt ?? null,
    syncedAt: info?.syncedAt ?? null,
  };
}

/** The messages handled here; the features' own (lib/worker/features/) are added below. */
type CoreHandlers = Omit<Handlers, FeatureMessage>;
type FeatureMessage =
  | keyof typeof jobInputs
  | keyof typeof leadListInputs
  | keyof typeof signalInputs
  | keyof typeof audienceInputs
  | keyof typeof localInputs
  | keyof typeof hiddenInputs
  | keyof typeof reachInputs;

/**
 * The worker's handlers. `hooks` are the side effects the wiring declares (badge, audience sync…),
 * run after the answers they follow; tests pass only the ones they exercise.
 */
export function createHandlers(ctx: WorkerContext, hooks: readonly WorkerHooks[] = []): Handlers {
  const { db, defaultBaseUrl } = ctx;
  const now = ctx.now ?? Date.now;
  let client: { baseUrl: string; api: ApiClient } | null = null;
  /** The popup's first frames, by the answer they render (first-frames.ts); a cached answer's also on disk (disk-frames.ts). */
  const frames = createFirstFrames<DiskNote>();

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
      const transport = createTransport({ baseUrl: url, getKey: consentedKey, fetch: ctx.fetch, sleep: ctx.sleep, attemptTimeoutMs: ctx.attemptTimeoutMs });
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

  /** Whose a popup answer is: the account's cache scope, and the cache entry its cached technologies come from. */
  async function frameOwnerOf(configured: boolean, cachedDomain: string | null): Promise<PopupOpenView['frameOwner']> {
    if (!configured) return { scope: null, entry: null };
    const scope = await (await api()).scope();
    const entry = cachedDomain === null ? null : cacheKey(scope, 'domain.technologies', parseParams('domain.technologies', { domain: cachedDomain }));
    return { scope, entry };
  }

  const handlers = {} as Handlers;
  const core: CoreHandlers = {
    'keys.describe': () => describeKey(db),
    'keys.save': async ({ key, baseUrl: url }) => {
      await requireConsent('account.credits');
      const current = await baseUrl();
      const saved = await verifyAndSaveKey(db, key, {
        baseUrl: url ?? current,
        currentBaseUrl: current,
        storeBaseUrl: Boolean(url),
        fetch: ctx.fetch,
        now: ctx.now,
      });
      // Back to an account with unfinished jobs: the alarm polls them again (with its own key).
      await resumeJobAlarm(db, ctx.jobPlatform ?? browserJobPlatform);
      return { key: saved.key, balance: toBalanceView(saved.balance) };
    },
    'keys.remove': async ({ clearBrowsingData: clear }) => {
      await removeKey(db);
      frames.forget();
      await dropStoredFrames(db, { cacheKeys: 'all' });
      if (clear) await clearBrowsingData(db);
      return describeKey(db);
    },
    'browsingData.count': () => countBrowsingData(db),
    'settings.get': settingsView,
    'settings.update': async ({ baseUrl: url, ...patch }) => {
      // A new base URL with a stored key is a new pair: checked with that key before it is kept.
      const current = await baseUrl();
      const key = url !== undefined && url !== current ? await getKey(db) : null;
      if (url !== undefined && key) {
        await requireConsent('account.credits');
        await verifyAndSaveKey(db, key, { baseUrl: url, currentBaseUrl: current, storeBaseUrl: true, fetch: ctx.fetch, now: ctx.now });
      } else if (url !== undefined) await updateSettings(db, { baseUrl: url }, { baseUrl: defaultBaseUrl });
      await updateSettings(db, patch, { baseUrl: defaultBaseUrl });
      const view = await settingsView();
      await runHooks(hooks, 'afterSettingsUpdate', patch, view, handlers);
      return view;
    },
    'credits.get': async ({ sync }) => {
      if (!(await getKey(db))) throw new NoKeyError({ endpoint: 'account.credits' });
      const known = await getBalance(db);
      // After a 402 or a paid call whose answer was lost the local figure is doubtful: re-read it
      // (GET /v1/credits is free) so the header never shows a balance the server contradicts.
      if (sync || known?.needsSync) {
        try {
          const info = await (await api()).syncBalance();
          // Rows left "possibly billed" long enough ago are settled from /v1/usage (free) while we are at
          // it, after answering: a page showing the ledger hears of what settled (the `ledger` change push).
          reconcileInBackground();
          return toBalanceView(info);
        } catch (error) {
          if (sync || !known) throw error;
        }
      }
      // A possibly billed call past its grace, or a row due for its one re-check (the usage report may
      // have lagged its first reconciliation), is settled whenever the balance is shown, synced or not.
      if (await reconcileDue(db, now())) reconcileInBackground();
      return toBalanceView(known);
    },
    // A page's own call: a 429 comes back at once with its wait, which the page counts down and retries itself.
    'api.call': async (input) => (await callFor(input, false)).view,
    'ledger.list': async ({ limit, since, until, feature, endpoint }) => listLedger(db, { limit, since, until, feature, endpoint }),
    'ledger.summary': async ({ start, end }) => ledgerSummary(db, start, end),
    'ledger.page': async (query) => ledgerPage(db, query),
    'ledger.reconcile': async ({ graceMs }) => reconcile(graceMs),
    'cache.stats': async () => cacheStats(),
    'cache.clear': async () => {
      await (await api()).cache.clear();
      frames.forget();
      return cacheStats();
    },
    'storage.stats': async () => storageView(),
    'ledger.clear': async () => {
      await clearLedger(db);
      return storageView();
    },
    'budgets.get': async () => budgetsView(db, now()),
    'budgets.check': async ({ spend }) => budgetCrossing(db, spend, now()),
    'budgets.update': async (patch) => {
      await updateCaps(db, patch);
      return budgetsView(db, now());
    },
    'keys.rotate': async ({ name }) => {
      const url = await baseUrl();
      return rotateKey(await api(), db, name, {
        verifyAndSave: (secret) => verifyAndSaveKey(db, secret, { baseUrl: url, sameAccount: true, fetch: ctx.fetch, now: ctx.now }),
      });
    },
    'domain.resolve': async ({ input }) => resolveTarget(input),
    'domain.normalize': async ({ inputs }) => normalizeDomains(inputs),
    'cache.peek': async ({ endpoint, params }) => peek(endpoint, params),
    'catalog.known': async ({ ids }) => knownTechnologies(db, ids),
    'catalog.suggest': async ({ query, limit }) => searchKnownTechnologies(db, query, limit),
    'popup.open': async ({ input, askFirst }) => {
      // Before the answer's own reads: what a frame kept on disk depends on (disk-frames.ts).
      const gate = readGate(db);
      gate.catch(() => undefined);
      const target = input === null ? resolveTarget('') : resolveTarget(input);
      // The cached answer is read alongside the key and settings, not after them: the popup's first
      // paint waits for this answer, and a fresh cached one is what it usually shows.
      const cached = target.ok ? peek('domain.technologies', { domain: target.domain }) : Promise.resolve(null);
      cached.catch(() => undefined);
      const [key, settings, info] = await Promise.all([describeKey(db), settingsView(), getBalance(db)]);
      // Read alongside the lookup, not after it: the popup's first paint waits for this answer.
      // Only the caps a lookup could meet: the total ones and the lookup's own, not other features'.
      const budgetNear = key.configured ? nearCap(db, now(), endpoints['domain.technologies'].feature) : Promise.resolve(null);
      // Read only while the question is unanswered: once answered, no open pays for this read.
      const offerLookupChoice =
        key.configured && !settings.lookupChoiceMade ? db.meta.get(META_LAST_UPDATE).then((row) => row !== undefined) : Promise.resolve(false);
      let technologies: PopupOpenView['technologies'] = null;
      if (key.configured && target.ok) {
        const params = { domain: target.domain };
        try {
          if (settings.askBeforeLookup || askFirst) {
            const hit = await cached;
            technologies = { result: hit ? ({ ...hit, source: 'cache' } as CallResultView<'domain.technologies'>) : null };
          } else {
            // A fresh cached answer is the one api.call would give (no request, 0 credits); anything
            // else (none, expired, unreadable) goes through api.call.
            const hit = await cached.catch(() => null);
            if (hit?.source === 'cache') {
              void runHooks(hooks, 'afterCall', { endpoint: 'domain.technologies', result: hit }, handlers);
              technologies = { result: hit as CallResultView<'domain.technologies'> };
            } else {
              technologies = { result: (await handlers['api.call']({ endpoint: 'domain.technologies', params })) as CallResultView<'domain.technologies'> };
            }
          }
        } catch (error) {
          technologies = { error: toApiError(error, 'domain.technologies').toJSON() };
        }
      }
      const answer = {
        key,
        settings,
        balance: key.configured && info ? toBalanceView(info) : null,
        target,
        technologies,
        budgetNear: await budgetNear,
        offerLookupChoice: await offerLookupChoice,
      };
      const request = { input, askFirst };
      const frameKey = firstFrameKey(request, answer);
      // A cached answer's frame is kept on disk too, for the opens that find this worker stopped.
      const shown = technologies && 'result' in technologies && technologies.result?.source === 'cache' && target.ok ? technologies.result : null;
      let tree = frames.lookup(frameKey) ?? null;
      if (tree === null && shown) tree = await frameFromDisk(db, frames, request, frameKey);
      // An answer without a frame asks the page for one: only under this key, once, briefly.
      if (tree === null) {
        const note =
          shown && target.ok
            ? await diskNote(request, { gate, scope: api().then((client) => client.scope()), domain: target.domain, shown, settings })
            : undefined;
        frames.issue(frameKey, now(), note);
      }
      return { ...answer, firstFrame: { key: frameKey, tree }, frameOwner: await frameOwnerOf(key.configured, shown && target.ok ? target.domain : null) };
    },
    'popup.rendered': async ({ key, tree }) => {
      const kept = frames.remember(key, tree, now());
      if (kept && kept.note) await keepOnDisk(db, kept.note, key, tree).catch(() => undefined);
      return { kept: Boolean(kept) };
    },
    'visit.record': async ({ domain, technologies }) => ({ previous: await recordVisit(db, domain, technologies, (ctx.now ?? Date.now)()) }),
  };
  // Each feature's messages (lib/worker/features/): they get the same client, database and clock.
  const deps: FeatureDeps = { db, ctx, api, call: async (input) => callFor(input).then(({ view, account, keyMode }) => ({ ...view, account, keyMode })), now };
  Object.assign(
    handlers,
    core,
    createJobHandlers(deps),
    createLeadListHandlers(deps),
    createSignalHandlers(deps),
    createAudienceHandlers(deps),
    createLocalHandlers(deps),
    createHiddenHandlers(deps),
    createReachHandlers(deps, ctx.reachPlatform),
  );
  namingWhatFillsStorage(handlers, async () => takenBy(await storageView()));
  return handlers;
}
