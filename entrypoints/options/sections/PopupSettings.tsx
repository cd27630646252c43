// Settings › Popup: "Ask before each lookup", and the optional toolbar badge (asks for the `tabs`
// permission when turned on, gives it back when turned off).
import { useState } from 'react';
import { browser } from 'wxt/browser';
import { messenger } from '@/lib/messaging/client';
import type { SettingsView } from '@/lib/messaging/protocol';

export function PopupSettings({ settings, onChange }: { settings: SettingsView; onChange: (s: SettingsView) => void }) {
  const [note, setNote] = useState<string | null>(null);

  async function setAsk(askBeforeLookup: boolean) {
    onChange(await messenger.send('settings.update', { askBeforeLookup }));
    setNote(askBeforeLookup ? 'The popup will wait for a click before each paid lookup.' : 'The popup looks up a site as soon as it opens (1 credit, unless cached).');
  }

  async function setBadge(badge: boolean) {
    if (badge) {
      const granted = await browser.permissions.request({ permissions: ['tabs'] }).catch(() => false);
      if (!granted) {
        setNote('The badge needs permission to read the address of the active tab. It was not turned on.');
        return;
      }
    } else {
      await browser.permissions.remove({ permissions: ['tabs'] }).catch(() => false);
    }
    onChange(await messenger.send('settings.update', { badge }));
    setNote(badge ? 'The toolbar icon now shows how many technologies StackLens already knows for the site. It never spends credits.' : 'Badge turned off.');
  }

  return (
    <fieldset className="checks">
      <legend>Popup</legend>
      <label>
        <input type="checkbox" checked={settings.askBeforeLookup} onChange={(e) => void setAsk(e.target.checked)} />
        Ask before each lookup
        <small>Even the first lookup of a site waits for a click. Cached answers still show at once.</small>
      </label>
      <label>
        <input type="checkbox" checked={settings.badge} onChange={(e) => void setBadge(e.target.checked)} />
        Show the technology count on the toolbar icon
        <small>From cached lookups only, never a paid request. Asks for permission to read the active tab’s address.</small>
      </label>
      <p role="status" className="hint">
        {note}
      </p>
    </fieldset>
  );
}
