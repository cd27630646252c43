// For someone who had a key before Settings asked how the popup treats a new site: the question is
// offered here until it is answered, and meanwhile the popup looks new sites up, as their release did.
import { creditText } from '@/components/format';
import { priceOf } from '@/lib/api/prices';
import { settingsUrl } from '@/lib/ui/routes';
import { t } from '@/lib/i18n';

export function LookupChoiceOffer() {
  return (
    <aside className="notice" aria-label={t('popup_offerLabel')}>
      <p>
        {t('popup_offerText', [creditText(priceOf('domain.technologies'))])}{' '}
        <a href={settingsUrl()} target="_blank" rel="noreferrer">
          {t('popup_offerChoose')}
        </a>
      </p>
    </aside>
  );
}
