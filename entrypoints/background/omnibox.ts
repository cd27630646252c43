// The address bar's keyword (`sl`, manifest `omnibox`): suggestions while typing, all read locally and
// free (reach.suggest), and Enter opening the domain view (reach.open), priced as the popup's Look up.
// A mistyped site is named on the first line with the site it likely means (lib/reach/likely-domain.ts).
import { browser } from 'wxt/browser';
import type { Handlers } from '@/lib/messaging/background';
import { currentPlatform, type PlatformTraits } from '@/lib/platform';
import { defaultDescription, guessDescription, problemDescription, suggestionDescription, typedProblem } from '@/lib/reach/omnibox-text';

export function registerOmnibox(handlers: Handlers, platform: PlatformTraits = currentPlatform()) {
  const omnibox = browser.omnibox;
  if (!omnibox) return;
  const usual = defaultDescription(platform.omniboxMarkup);
  void omnibox.setDefaultSuggestion({ description: usual });
  omnibox.onInputChanged.addListener((text, suggest) => {
    // Text that names no site ("shopify,com") and matches nothing saved says why on the first line, with
    // the site it likely means, also offered as a suggestion of its own, which both browsers list as it
    // comes; Enter on the text opens that site asking first (reach.open).
    // While what is typed still starts a saved site ("stacklens-fixture-"), the usual line and list stay.
    const problem = typedProblem(text);
    void handlers['reach.suggest']({ text })
      .then((list) => {
        const guess = problem && list.length === 0 ? problem : null;
        void omnibox.setDefaultSuggestion({ description: guess ? problemDescription(guess, platform.omniboxMarkup) : usual });
        const own = guess?.guess ? [{ content: guess.guess, description: guessDescription(text, guess.guess, platform.omniboxMarkup) }] : [];
        suggest([...own, ...list.map((s) => ({ content: s.domain, description: suggestionDescription(s, platform.omniboxMarkup) }))]);
      })
      .catch(() => undefined);
  });
  omnibox.onInputEntered.addListener((text, disposition) => {
    void handlers['reach.open']({ input: text, where: disposition === 'currentTab' ? 'currentTab' : 'newTab' }).catch(() => undefined);
  });
}
