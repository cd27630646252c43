// The side panel's bar over the popup's view: the site it shows is the active tab's when it opened;
// "This tab" reads the active tab again; "Follow the active tab" (which needs the optional `tabs`
// permission, asked for on that click) re-reads it on every tab switch or navigation.
import { useState } from 'react';
import { t } from '@/lib/i18n';
import { App } from '../popup/App';
import { useFollowTab } from './use-follow-tab';

export function SidePanel() {
  // Each reading remounts the popup's view, which reads the active tab as the popup does (open.ts).
  const [reading, setReading] = useState(0);
  // The previous tab's on-page check is dropped, so the remounted view checks the tab it reads now.
  const reread = () => {
    globalThis.__stacklensLocal = undefined;
    setReading((n) => n + 1);
  };
  const follow = useFollowTab(reread);
  return (
    <div className="sidepanel">
      <div className="sidepanel-bar">
        <button type="button" className="button" onClick={reread}>
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
      <App key={reading} />
    </div>
  );
}
