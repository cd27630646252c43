// An audience's title and where it stands (AudienceDetail.tsx): its kind, its members, and whether its
// changes reached the server (with the server's reason when they did not).
import type { AudienceView } from '@/lib/messaging/features/audiences';
import { t, tn } from '@/lib/i18n';
import { audienceKindLabel } from '@/lib/display/api-values-tables';

export function AudienceSummary({ audience, count }: { audience: AudienceView; count: number }) {
  return (
    <>
      <h2 id="audience-title">{audience.name}</h2>
      <p className="hint">
        {t('audiences_detailSummary', [
          audience.kind === 'recipe' ? t('audiences_builtFromRecipe') : audienceKindLabel(audience.kind),
          tn('audiences_members', count),
          audience.syncError
            ? t('audiences_syncStateNotSynced')
            : audience.pending > 0
              ? tn('audiences_changesWaitingSync', audience.pending)
              : t('audiences_syncStateSynced'),
        ])}
      </p>
      {audience.syncError && (
        <div role="alert" className="notice notice-warn">
          <strong>{t('audiences_notSynced')}</strong>
          <p>{audience.syncError}</p>
        </div>
      )}
    </>
  );
}
