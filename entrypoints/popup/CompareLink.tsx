// "Compare with…": opens Options › Compare sites with this site in it. Loaded lazily, with the
// domain view's later parts (LaterParts.tsx).
import { compareHash, optionsUrl } from '@/lib/ui/routes';
import { t } from '@/lib/i18n';

export default function CompareLink({ domain }: { domain: string }) {
  return (
    <a className="compare-link" href={optionsUrl(compareHash([domain]))} target="_blank" rel="noreferrer">
      {t('compare_compareWith')}
    </a>
  );
}
