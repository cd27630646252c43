// Shown instead of what needs the API key while none is set (Credits' balance and usage, the paid
// sections' forms): what the key unlocks and where to set one.
import type { ReactNode } from 'react';
import { settingsHash } from '@/lib/ui/routes';
import { t } from '@/lib/i18n';

export function NoKeyPrompt({
  settingsHref = settingsHash,
  children = t('credits_noKeyText'),
}: {
  settingsHref?: string;
  /** What appears once the key is set. */
  children?: ReactNode;
}) {
  return (
    <div className="notice notice-warn credits-prompt">
      <strong>{t('common_errNoKey')}</strong>
      <p>{children}</p>
      <div className="notice-actions">
        <a className="button" href={settingsHref}>
          {t('credits_setUpKey')}
        </a>
      </div>
    </div>
  );
}
