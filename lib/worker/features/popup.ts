// Worker handlers of the popup's opening (lib/messaging/features/popup.ts): `popup.open` answers
// everything the popup's first paint needs in one round trip (the key, the settings, the balance, the
// target, its technologies: a cached answer for free, or the lookup itself unless the user asks first),
// with the first frame React rendered of the same answer (first-frames.ts, disk-frames.ts) when there is one.
import { META_LAST_UPDATE } from '@/lib/db/kv-keys';
import { toApiError } from '@/lib/api/errors';
import { getBalance } from '@/lib/metered/balance';
import { describeKey } from '@/lib/keys/key-store';
import type { Handlers } from '@/lib/messaging/background';
import type { popupInputs } from '@/lib/messaging/features/popup';
import type { CallResultView, PopupOpenView } from '@/lib/messaging/protocol';
import { nearCap } from '@/lib/metered/budgets';
import { parseParams } from '@/lib/api/request';
import { endpoints } from '@/lib/api/catalog';
import { resolveTarget } from '@/lib/domain/resolve';
import { cacheKey } from '@/lib/metered/cache-key';
import { firstFrameKey, type FirstFrames } from '../first-frames';
import { diskNote, frameFromDisk, keepOnDisk, readGate, type DiskNote } from '../disk-frames';
import { toBalanceView } from '../balance-view';
import type { WorkerServices } from '../services';
import type { FeatureDeps, FeatureHandlers } from './types';

export interface PopupDeps extends FeatureDeps {
  services: WorkerServices;
  /** The popup's first frames, by the answer they render (first-frames.ts); a cached answer's also on disk (disk-frames.ts). */
  frames: FirstFrames<DiskNote>;
  /** The page's own `api.call` (a 429 comes back at once with its wait). */
  pageCall: Handlers['api.call'];
  /** The hooks that follow an answer (`afterCall`), for a fresh cached answer shown without api.call. */
  afterCall: (result: CallResultView) => void;
}

export function createPopupHandlers({ db, now, services, frames, pageCall, afterCall }: PopupDeps): FeatureHandlers<keyof typeof popupInputs> {
  /** Whose a popup answer is: the account's cache scope, and the cache entry its cached technologies come from. */
  async function frameOwnerOf(configured: boolean, cachedDomain: string | null): Promise<PopupOpenView['frameOwner']> {
    if (!configured) return { scope: null, entry: null };
    const scope = await (await services.api()).scope();
    const entry = cachedDomain === null ? null : cacheKey(scope, 'domain.technologies', parseParams('domain.technologies', { domain: cachedDomain }));
    return { scope, entry };
  }

  return {
    'popup.open': async ({ input, askFirst }) => {
      // Before the answer's own reads: what a frame kept on disk depends on (disk-frames.ts).
      const gate = readGate(db);
      gate.catch(() => undefined);
      const target = input === null ? resolveTarget('') : resolveTarget(input);
      // The cached answer is read alongside the key and settings, not after them: the popup's first
      // paint waits for this answer, and a fresh cached one is what it usually shows.
      const cached = target.ok ? services.peek('domain.technologies', { domain: target.domain }) : Promise.resolve(null);
      cached.catch(() => undefined);
      const [key, settings, info] = await Promise.all([describeKey(db), services.settingsView(), getBalance(db)]);
      // Read alongside the lookup, not after it: the popup's first paint waits for this answer.
      // Only the caps a lookup could meet: the total ones and the lookup's own, not other features'.
      const budgetNear = key.configured ? nearCap(db, now(), endpoints['domain.technologies'].feature) : Promise.resolve(null);
      // Read only while the question is unanswered: once answered, no open pays for this read.
      const offerLookupChoice =
        key.configured && !settings.lookupChoiceMade ? db.meta.get(META_LAST_UPDATE).then((row) => row !== undefined) : Promise.resolve(false);
      // Until the lookup question is answered (Settings asks it once the key is saved), the popup asks
      // first: leaving Settings without an answer spends nothing. Keys saved before the question
      // existed (offerLookupChoice) keep looking new sites up, as their release did, until answered.
      const unanswered = key.configured && !settings.lookupChoiceMade && !(await offerLookupChoice);
      const applied = unanswered ? { ...settings, askBeforeLookup: true } : settings;
      let technologies: PopupOpenView['technologies'] = null;
      if (key.configured && target.ok) {
        const params = { domain: target.domain };
        try {
          if (applied.askBeforeLookup || askFirst) {
            const hit = await cached;
            technologies = { result: hit ? ({ ...hit, source: 'cache' } as CallResultView<'domain.technologies'>) : null };
          } else {
            // A fresh cached answer is the one api.call would give (no request, 0 credits); anything
            // else (none, expired, unreadable) goes through api.call.
            const hit = await cached.catch(() => null);
            if (hit?.source === 'cache') {
              afterCall(hit);
              technologies = { result: hit as CallResultView<'domain.technologies'> };
            } else {
              technologies = { result: (await pageCall({ endpoint: 'domain.technologies', params })) as CallResultView<'domain.technologies'> };
            }
          }
        } catch (error) {
          technologies = { error: toApiError(error, 'domain.technologies').toJSON() };
        }
      }
      const answer = {
        key,
        // As the popup applies them: "ask first" while the question is unanswered.
        settings: applied,
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
            ? await diskNote(request, { gate, scope: services.api().then((client) => client.scope()), domain: target.domain, shown, settings })
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
  };
}
