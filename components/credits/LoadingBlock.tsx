// A loading placeholder the size of a few lines, announced once to screen readers.
import { t } from '@/lib/i18n';

/** `label` names what loads, as a phrase that fits “Loading …” (common_loadingWhat). */
export function LoadingBlock({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <div className="credits-loading" aria-busy="true">
      <p role="status" className="visually-hidden">
        {t('common_loadingWhat', [label])}
      </p>
      <div className="skeleton" aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} />
        ))}
      </div>
    </div>
  );
}
