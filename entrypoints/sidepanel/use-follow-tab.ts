// "Follow the active tab": asks for the optional `tabs` permission at the click (the only moment the
// browser allows asking), then calls `onChange` whenever the active tab changes or navigates. Off by
// default, and off again (with why) when the permission is refused.
import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { t } from '@/lib/i18n';

export function useFollowTab(onChange: () => void) {
  const [on, setOn] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  useEffect(() => {
    if (!on) return;
    const activated = () => onChange();
    const updated = (_id: number, change: { url?: string }, tab: { active?: boolean }) => {
      if (change.url && tab.active) onChange();
    };
    browser.tabs.onActivated.addListener(activated);
    browser.tabs.onUpdated.addListener(updated);
    // What the active tab is now, since the user turned this on.
    onChange();
    return () => {
      browser.tabs.onActivated.removeListener(activated);
      browser.tabs.onUpdated.removeListener(updated);
    };
    // onChange is the panel's own re-read: it does not change meaning between renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [on]);

  async function set(wanted: boolean) {
    if (!wanted) {
      setOn(false);
      setNote(null);
      return;
    }
    // Called straight from the click, before anything else is awaited, so the browser may ask.
    const granted = await browser.permissions.request({ permissions: ['tabs'] }).catch(() => false);
    setOn(granted);
    setNote(granted ? null : t('sidepanel_followDenied'));
  }

  return { on, note, set };
}
