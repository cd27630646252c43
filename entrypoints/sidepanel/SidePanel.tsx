// The side panel's bar over the popup's view: the site it shows is the active tab's when it opened;
// "This tab" reads the active tab again; "Follow the active tab" (which needs the optional `tabs`
// permission, asked for on that click) re-reads it on every tab switch or navigation.
// Following never spends: a page can send its tab through any number of sites on its own, and a tab
// can come in front without the user (window.open). A followed site shows what is cached, free, and
// waits for a click to buy the rest; "This tab" is the user's own choice and looks up as Settings say.
import { useState } from 'react';
import { creditText } from '@/components/format';
import { priceOf } from '@/lib/api/prices';
import { t } from '@/lib/i18n';
import { App } from '../popup/App';
import { useFollowTab } from './use-follow-tab';

export function SidePanel() {
  // Each reading remounts the popup's view, which reads the active tab as the popup does (open.ts).
  const [reading, setReading] = useState({ n: 0, followed: false });
  // The previous tab's on-page check is dropped, so the remounted view checks the tab it reads now.
  const reread = (followed: boolean) => {
    globalThis.__stacklensLocal = undefined;
    setReading((r) => ({ n: r.n + 1, followed }));
  };
  const follow = useFollowTab(() => reread(true));
  return (
    <div className="sidepanel">
      <div className="sidepanel-bar">
        <button type="button" className="button" onClick={() => reread(false)}>
          {t('sidepanel_thisTab')}
        </button>
        <label className="sidepanel-follow">
          <input type="checkbox" checked={follow.on} onChange={(e) => void follow.set(e.target.checked)} />
          {t('sidepanel_follow')}
        </label>
      </div>
      {follow.note && (
        <p className="sidepanel-note" role="status">
          {follow.note}
        </p>
      )}
      {follow.on && (
        <p className="sidepanel-note hint" role="note">
          {t('sidepanel_followFree', [creditText(priceOf('domain.technologies'))])}
        </p>
      )}
      <App key={reading.n} askFirst={reading.followed} />
    </div>
  );
}
