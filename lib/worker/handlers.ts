// What the worker does for each protocol message: the one place where pages' requests meet the
// key store, the settings and the metered client. Nothing returned here contains the key.
import { NoKeyError } from '@/lib/api/errors';
import { getBalance } from '@/lib/metered/balance';
import { listLedger } from '@/lib/metered/ledger';
import { ledgerSummary } from '@/lib/metered/ledger-figures';
import { ledgerPage } from '@/lib/metered/ledger-page';
import { updateSettings } from '@/lib/db/settings';
import { describeKey, getKey, removeKey } from '@/lib/keys/key-store';
import { verifyAndSaveKey } from '@/lib/keys/verify-key';
import type { Handlers } from '@/lib/messaging/background';
import { takenBy } from '@/lib/metered/storage-stats';
import { namingWhatFillsStorage } from './storage-full';
import { clearLedger } from '@/lib/metered/ledger-figures';
import { budgetCrossing, budgetsView, updateCaps } from '@/lib/metered/budgets';
import { rotateKey } from '@/lib/keys/rotate-key';
import { normalizeDomains, resolveTarget } from '@/lib/domain/resolve';
import { recordVisit } from './visits';
import { createFirstFrames } from './first-frames';
import { type DiskNote } from './disk-frames';
import { dropStoredFrames } from '@/lib/db/first-frame-rows';
import { reconcileDue } from '@/lib/metered/reconcile';
import { clearBrowsingData, countBrowsingData } from '@/lib/keys/browsing-data';
import { runHooks, type WorkerHooks } from './hooks';
import { createAudienceHandlers } from './features/audiences';
import { browserJobPlatform, createJobHandlers } from './features/jobs';
import { resumeJobAlarm } from '@/lib/jobs/tracker';
import { createLeadListHandlers } from './features/lead-lists';
import { createHiddenHandlers } from './features/hidden';
import { createPopupHandlers } from './features/popup';
import { createWorkerServices } from './services';
import { toBalanceView } from './balance-view';
import { createLocalHandlers } from './features/local';
import { createSignalHandlers } from './features/signals';
import { createReachHandlers } from './features/reach';
import type { FeatureDeps, WorkerContext } from './features/types';
import type { audienceInputs } from '@/lib/messaging/features/audiences';
import type { jobInputs } from '@/lib/messaging/features/jobs';
import type { leadListInputs } from '@/lib/messaging/features/lead-lists';
import type { hiddenInputs } from '@/lib/messaging/features/hidden';
import type { popupInputs } from '@/lib/messaging/features/popup';
import type { localInputs } from '@/lib/messaging/features/local';
import type { signalInputs } from '@/lib/messaging/features/signals';
import type { reachInputs } from '@/lib/messaging/features/reach';
import { knownTechnologies, searchKnownTechnologies } from '@/lib/db/technologies';

export type { WorkerContext } from './features/types';

/** The messages handled here; the features' own (lib/worker/features/) are added below. */
type CoreHandlers = Omit<Handlers, FeatureMessage>;
type FeatureMessage =
  | keyof typeof jobInputs
  | keyof typeof leadListInputs
  | keyof typeof signalInputs
  | keyof typeof audienceInputs
  | keyof typeof localInputs
  | keyof typeof hiddenInputs
  | keyof typeof popupInputs
  | keyof typeof reachInputs;

/**
 * The worker's handlers. `hooks` are the side effects the wiring declares (badge, audience sync…),
 * run after the answers they follow; tests pass only the ones they exercise.
 */
export function createHandlers(ctx: WorkerContext, hooks: readonly WorkerHooks[] = []): Handlers {
  const { db, defaultBaseUrl } = ctx;
  const now = ctx.now ?? Date.now;
  /** The popup's first frames, by the answer they render (first-frames.ts); a cached answer's also on disk (disk-frames.ts). */
  const frames = createFirstFrames<DiskNote>();
  const handlers = {} as Handlers;
  // The client, the consent check, the shared views and the metered call (services.ts).
  const services = createWorkerServices(ctx, hooks, handlers);
  const { requireConsent, baseUrl, api, settingsView, cacheStats, storageView, peek, reconcile, reconcileInBackground, callFor } = services;

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
    createPopupHandlers({
      ...deps,
      services,
      frames,
      pageCall: (input) => handlers['api.call'](input),
      afterCall: (result) => void runHooks(hooks, 'afterCall', { endpoint: 'domain.technologies', result }, handlers),
    }),
    createReachHandlers(deps, ctx.reachPlatform),
  );
  namingWhatFillsStorage(handlers, async () => takenBy(await storageView()));
  return handlers;
}
