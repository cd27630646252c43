// The address bar's keyword (`sl`, manifest `omnibox`): suggestions while typing, all read locally and
// free (reach.suggest), and Enter opening the domain view (reach.open), priced as the popup's Look up.
import { browser } from 'wxt/browser';
import type { Handlers } from '@/lib/messaging/background';
import { currentPlatform, type PlatformTraits } from '@/lib/platform';
import { defaultDescription, suggestionDescription } from '@/lib/reach/omnibox-text';

export function registerOmnibox(handlers: Handlers, platform: PlatformTraits = currentPlatform()) {
  const omnibox = browser.omnibox;
  if (!omnibox) return;
  void omnibox.setDefaultSuggestion({ description: defaultDescription(platform.omniboxMarkup) });
  omnibox.onInputChanged.addListener((text, suggest) => {
    void handlers['reach.suggest']({ text })
      .then((list) => suggest(list.map((s) => ({ content: s.domain, description: suggestionDescription(s, platform.omniboxMarkup) }))))
      .catch(() => undefined);
  });
  omnibox.onInputEntered.addListener((text, disposition) => {
    void handlers['reach.open']({ input: text, where: disposition === 'currentTab' ? 'currentTab' : 'newTab' }).catch(() => undefined);
  });
}
