// "Not right?" for the popup's on-page rows: the names hidden on the page's site (as the detection
// brought them, then as the user hides and shows them here), stored by the worker; the report's context.
import { useState } from 'react';
import { browser } from 'wxt/browser';
import { messenger } from '@/lib/messaging/client';
import type { LocalDetectionView } from '@/lib/messaging/features/local';
import type { HideActions } from '@/components/local/hide-actions';

export function useHide(view: LocalDetectionView | null): HideActions | undefined {
  // The names as changed here, for the detection they were changed on; a new detection brings its own.
  const [changed, setChanged] = useState<{ view: LocalDetectionView; hidden: readonly string[] } | null>(null);
  const [error, setError] = useState(false);
  if (!view || view.status === 'restricted' || view.status === 'failed') return undefined;
  const site = view.site ?? null;
  const hidden = changed?.view === view ? changed.hidden : (view.hidden ?? []);
  const update = (next: readonly string[], send: () => Promise<unknown>) => {
    setChanged({ view, hidden: next });
    setError(false);
    send().catch(() => {
      setChanged({ view, hidden });
      setError(true);
    });
  };
  return {
    site,
    hidden,
    error,
    hide: (name) => {
      if (site && !hidden.includes(name)) update([...hidden, name], () => messenger.send('hidden.hide', { site, name }));
    },
    show: (names) => {
      if (site)
        update(
          hidden.filter((n) => !names.includes(n)),
          () => messenger.send('hidden.show', { site, names: [...names] }),
        );
    },
    reportContext: () => ({ page: view.page ?? null, extensionVersion: browser.runtime.getManifest().version, now: Date.now() }),
  };
}
