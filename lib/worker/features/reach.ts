// Worker handlers of StackLens's reach (lib/messaging/features/reach.ts): the domain view opened from a
// link's context menu or the address bar, and the address bar's free suggestions. Nothing here spends:
// the view it opens prices its lookup as the popup's Look up.
import { browser } from 'wxt/browser';
import { resolveTarget } from '@/lib/domain/resolve';
import { suggestDomains } from '@/lib/reach/suggestions';
import { likelyDomain } from '@/lib/reach/likely-domain';
import { domainViewUrl, lookupViewUrl } from '@/lib/ui/routes';
import type { reachInputs } from '@/lib/messaging/features/reach';
import type { FeatureDeps, FeatureHandlers, ReachPlatform } from './types';

export const browserReachPlatform: ReachPlatform = {
  async openTab(url, where) {
    if (where === 'currentTab') await browser.tabs.update({ url });
    else await browser.tabs.create({ url });
  },
};

export function createReachHandlers(deps: FeatureDeps, platform: ReachPlatform = browserReachPlatform): FeatureHandlers<keyof typeof reachInputs> {
  return {
    'reach.open': async ({ input, where }) => {
      const target = resolveTarget(input);
      if (!target.ok) {
        // A mistyped site ("shopify,com"): the site it most likely means, asking before any lookup
        // (ask=1), since the user confirmed only the typed text, not the guess.
        const guess = likelyDomain(input);
        if (guess === null) return { ok: false, domain: null, message: target.message };
        await platform.openTab(domainViewUrl(guess), where);
        return { ok: true, domain: guess, message: target.message };
      }
      await platform.openTab(lookupViewUrl(target.domain), where);
      return { ok: true, domain: target.domain, message: null };
    },
    'reach.suggest': async ({ text }) => suggestDomains(deps.db, await (await deps.api()).scope(), text, deps.now()),
  };
}
