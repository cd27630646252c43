// What leaves the browser, said beside the key before it is saved (both browsers), with the privacy
// policy; in Firefox, a stored key without the data collection permission (withdrawn in about:addons,
// or saved before it existed) gets a way to allow it again.
import { DATA_CONSENT_TEXT } from '@/lib/consent/data-collection';

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
        {DATA_CONSENT_TEXT} {asks && 'Saving asks Firefox for your permission to send them. '}
        <a href={privacyHref} target="_blank" rel="noreferrer">
          Privacy policy
        </a>
      </p>
      {withheld && (
        <div role="group" aria-labelledby="consent-withheld" className="notice notice-warn">
          <p id="consent-withheld">StackLens sends nothing to your API provider until you allow it: lookups, searches and your balance wait until then.</p>
          <div className="row">
            <button type="button" className="primary" onClick={onAllow}>
              Allow sending
            </button>
          </div>
        </div>
      )}
    </>
  );
}
