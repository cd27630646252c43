// A tab that is no web site (a browser page, a store, a file): why there is nothing to look up, and that
// nothing was spent (lazy: not on a site's first paint, the popup's initial JS budget).
import { t } from '@/lib/i18n';

export default function NotASite({ message }: { message: string }) {
  return (
    <div className="not-a-site" role="status">
      <h1>{t('popup_nothingHere')}</h1>
      <p>{message}</p>
      <p className="hint">{t('popup_nothingSpent')}</p>
    </div>
  );
}
