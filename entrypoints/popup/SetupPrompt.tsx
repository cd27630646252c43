// The popup with no key: what StackLens is and where to set the key up (lazy: not on a keyed popup's first paint).
import { settingsUrl } from '@/lib/ui/routes';
import { t } from '@/lib/i18n';

export default function SetupPrompt() {
  return (
    <div className="setup">
      <h1>{t('popup_welcome')}</h1>
      <p>{t('popup_welcomeText')}</p>
      <a className="button primary" href={settingsUrl()} target="_blank" rel="noreferrer">
        {t('popup_setUpKey')}
      </a>
    </div>
  );
}
