// What leaves the browser, said beside the key before it is saved (both browsers), with the privacy
// policy; in Firefox, a stored key without the data collection permission (withdrawn in about:addons,
// or saved before it existed) gets a way to allow it again.
import { t } from '@/lib/i18n';

export interface DataConsentProps {
  /** The browser asks for its own permission (Firefox). */
  asks: boolean;
  /** A key is stored but sending is not allowed: nothing is sent until it is. */
  withheld: boolean;
  onAllow: () => void;
  privacyHref: string;
}

export function DataConsent({ asks, withheld, onAllow, privacyHref }: DataConsentProps) {
  return (
    <>
      <p className="hint" id="data-consent">
        {t('store_consentExplained')} {asks && `${t('store_consentFirefoxAsks')} `}
        <a href={privacyHref} target="_blank" rel="noreferrer">
          {t('store_privacyPolicy')}
        </a>
      </p>
      {withheld && (
        <div role="group" aria-labelledby="consent-withheld" className="notice notice-warn">
          <p id="consent-withheld">{t('store_consentWithheld')}</p>
          <div className="row">
            <button type="button" className="primary" onClick={onAllow}>
              {t('store_allowSending')}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
