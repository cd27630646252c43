// Settings › Popup: "Ask before each lookup", the optional toolbar badge (asks for the `tabs`
// permission when turned on, gives it back when turned off), and whether names found on a page that the
// local catalog lacks may be matched with a paid lookup (off by default: on-page detection is free).
import { useState } from 'react';
import { browser } from 'wxt/browser';
import { messenger } from '@/lib/messaging/client';
import type { SettingsView } from '@/lib/messaging/protocol';
import { creditText } from '@/components/format';
import { UNIT_PRICES, priceOf } from '@/lib/api/prices';
import { formatNumber } from '@/lib/display/format';
import { t } from '@/lib/i18n';

/** The "Ask before each lookup" box: where the focus goes once the first-run question is answered (LookupChoice.tsx). */
export const ASK_BEFORE_LOOKUP_ID = 'ask-before-lookup';

export function PopupSettings({ settings, onChange }: { settings: SettingsView; onChange: (s: SettingsView) => void }) {
  const [note, setNote] = useState<string | null>(null);
  const namesPerLookup = formatNumber(UNIT_PRICES.namesPerLookup);
  const lookupCost = creditText(priceOf('technologies.lookup'));

  async function setAsk(askBeforeLookup: boolean) {
    onChange(await messenger.send('settings.update', { askBeforeLookup }));
    setNote(askBeforeLookup ? t('settings_askOn') : t('settings_askOff', [creditText(priceOf('domain.technologies'))]));
  }

  async function setResolve(resolveLocalNames: boolean) {
    onChange(await messenger.send('settings.update', { resolveLocalNames }));
    setNote(resolveLocalNames ? t('settings_resolveOn', [lookupCost, namesPerLookup]) : t('settings_resolveOff'));
  }

  async function setBadge(badge: boolean) {
    if (badge) {
      const granted = await browser.permissions.request({ permissions: ['tabs'] }).catch(() => false);
      if (!granted) {
        setNote(t('settings_badgeDenied'));
        return;
      }
    } else if (!settings.fitBadge) {
      // The fit badge (Settings › Ideal customer) may still need it.
      await browser.permissions.remove({ permissions: ['tabs'] }).catch(() => false);
    }
    onChange(await messenger.send('settings.update', { badge }));
    setNote(badge ? t('settings_badgeOn') : t('settings_badgeOff'));
  }

  return (
    <>
      {/* The visible heading names the group: no hidden legend repeating it. */}
      <h2 id="popup-heading">{t('settings_popup')}</h2>
      <fieldset className="checks" aria-labelledby="popup-heading">
        <label>
          <input id={ASK_BEFORE_LOOKUP_ID} type="checkbox" checked={settings.askBeforeLookup} onChange={(e) => void setAsk(e.target.checked)} />
          {t('settings_askLabel')}
          <small>{t('settings_askHint')}</small>
        </label>
        <label>
          <input type="checkbox" checked={settings.badge} onChange={(e) => void setBadge(e.target.checked)} />
          {t('settings_badgeLabel')}
          <small>{t('settings_badgeHint')}</small>
        </label>
        <label>
          <input type="checkbox" checked={settings.resolveLocalNames} onChange={(e) => void setResolve(e.target.checked)} />
          {t('settings_resolveLabel')}
          <small>{t('settings_resolveHint', [lookupCost, namesPerLookup])}</small>
        </label>
        <p role="status" className="hint">
          {note}
        </p>
      </fieldset>
    </>
  );
}
