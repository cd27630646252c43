// Settings › Theme: System, Light or Dark. Applied to this page at once, then stored by the worker so the
// popup and the other pages start with it (lib/theme/apply-theme.ts).
import { useState } from 'react';
import type { ApiError } from '@/lib/api/errors';
import { messenger } from '@/lib/messaging/client';
import type { SettingsView, Theme } from '@/lib/messaging/protocol';
import { applyTheme } from '@/lib/theme/apply-theme';
import { ErrorNotice } from '@/components/ErrorNotice';
import { t, type MessageKey } from '@/lib/i18n';

const CHOICES: { value: Theme; label: MessageKey; hint: MessageKey }[] = [
  { value: 'system', label: 'settings_themeSystem', hint: 'settings_themeSystemHint' },
  { value: 'light', label: 'settings_themeLight', hint: 'settings_themeLightHint' },
  { value: 'dark', label: 'settings_themeDark', hint: 'settings_themeDarkHint' },
];

export function ThemeSettings({ settings, onChange }: { settings: SettingsView; onChange: (s: SettingsView) => void }) {
  // An older worker sends no theme: that is the default, System.
  const [selected, setSelected] = useState<Theme>(settings.theme ?? 'system');
  const [error, setError] = useState<ApiError | null>(null);

  async function choose(theme: Theme) {
    const previous = selected;
    setSelected(theme);
    setError(null);
    // Shown before the worker answers: the choice is visible at once, and undone if it cannot be stored.
    applyTheme(theme);
    try {
      onChange(await messenger.send('settings.update', { theme }));
    } catch (e) {
      setSelected(previous);
      applyTheme(previous);
      setError(e as ApiError);
    }
  }

  return (
    <>
      {/* The visible heading names the group: no hidden legend repeating it. */}
      <h2 id="theme-heading">{t('settings_theme')}</h2>
      <fieldset className="checks" role="radiogroup" aria-labelledby="theme-heading">
        {CHOICES.map((c) => (
          <label key={c.value}>
            <input type="radio" name="theme" value={c.value} checked={selected === c.value} onChange={() => void choose(c.value)} />
            {t(c.label)}
            <small>{t(c.hint)}</small>
          </label>
        ))}
      </fieldset>
      {error && <ErrorNotice error={error} />}
    </>
  );
}
