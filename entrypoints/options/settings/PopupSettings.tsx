// Settings › Popup: "Ask before each lookup", the optional toolbar badge (asks for the `tabs`
// permission when turned on, gives it back when turned off), and whether names found on a page that the
// local catalog lacks may be matched with a paid lookup (off by default: on-page detection is free).
import { useState } from 'react';
import { browser } from 'wxt/browser';
import { messenger } from '@/lib/messaging/client';
import type { SettingsView } from '@/lib/messaging/protocol';
import { creditText } from '@/components/format';
import { UNIT_PRICES, priceOf } from '@/lib/api/prices';

export function PopupSettings({ settings, onChange }: { settings: SettingsView; onChange: (s: SettingsView) => void }) {
  const [note, setNote] = useState<string | null>(null);

  async function setAsk(askBeforeLookup: boolean) {
    onChange(await messenger.send('settings.update', { askBeforeLookup }));
    setNote(
      askBeforeLookup
        ? 'The popup will wait for a click before each paid lookup.'
        : `The popup looks up a site as soon as it opens (${creditText(priceOf('domain.technologies'))}, unless cached).`,
    );
  }

  async function setResolve(resolveLocalNames: boolean) {
    onChange(await messenger.send('settings.update', { resolveLocalNames }));
    setNote(
      resolveLocalNames
        ? `Names found on a page that StackLens does not know yet are matched with the API: ${creditText(priceOf('technologies.lookup'))} for up to ${UNIT_PRICES.namesPerLookup} names, each name paid once.`
        : 'On-page detection stays free: unknown names are shown as found.',
    );
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
    <>
      {/* The visible heading names the group: no hidden legend repeating it. */}
      <h2 id="popup-heading">Popup</h2>
      <fieldset className="checks" aria-labelledby="popup-heading">
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
        <label>
          <input type="checkbox" checked={settings.resolveLocalNames} onChange={(e) => void setResolve(e.target.checked)} />
          Match unknown on-page names with the API
          <small>
            On-page detection is free and nothing found on a page is sent anywhere. With this on, only the names of technologies StackLens does not know yet are
            sent to the catalog lookup: {creditText(priceOf('technologies.lookup'))} for up to {UNIT_PRICES.namesPerLookup} names, each name paid once.
          </small>
        </label>
        <p role="status" className="hint">
          {note}
        </p>
      </fieldset>
    </>
  );
}
