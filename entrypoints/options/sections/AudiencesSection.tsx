// Options › Audiences: saved groups of domains, local-first and synced with the server.
// #audiences lists them; #audiences/<id> opens one.
import { useCallback, useEffect, useState } from 'react';
import { ErrorNotice } from '@/components/ErrorNotice';
import type { ApiErrorData } from '@/lib/api/errors';
import { messenger } from '@/lib/messaging/client';
import type { AudienceView } from '@/lib/messaging/features/audiences';
import { AudienceDetail } from '../audiences/AudienceDetail';
import { AudienceList } from '../audiences/AudienceList';
import { RecipeForm } from '../audiences/RecipeForm';
import { toApiError } from '@/lib/api/errors';
import { useAudiences } from '../audiences/use-audiences';
import { audienceHash, audienceIdFromHash } from '@/lib/ui/routes';
import { useHashRoute } from '@/lib/ui/use-hash-route';
import { t } from '@/lib/i18n';
import '../audiences/audiences.css';

export function AudiencesSection() {
  const { audiences, error, reload } = useAudiences();
  const id = audienceIdFromHash(useHashRoute());
  const [deleted, setDeleted] = useState<AudienceView | null>(null);
  const [undoError, setUndoError] = useState<ApiErrorData | null>(null);
  useEffect(() => {
    if (!deleted) return;
    const timer = setTimeout(() => setDeleted(null), 10_000);
    return () => clearTimeout(timer);
  }, [deleted]);
  const onChanged = useCallback(() => void reload(), [reload]);

  async function create(name: string): Promise<string | null> {
    try {
      const a = await messenger.send('audiences.create', { name });
      await reload();
      location.hash = audienceHash(a.id);
      return null;
    } catch (e) {
      return (e as Error).message;
    }
  }
  async function undo() {
    if (!deleted) return;
    setUndoError(null);
    try {
      await messenger.send('audiences.undoDelete', { id: deleted.id });
      setDeleted(null);
      await reload();
    } catch (e) {
      setUndoError(toApiError(e));
    }
  }
  return (
    <section aria-labelledby="audiences-title" className="audiences-section">
      <h1 id="audiences-title">{t('audiences_title')}</h1>
      {deleted && (
        <div role="status" className="notice notice-ok">
          {t('audiences_deleted', [deleted.name])}{' '}
          <button type="button" onClick={() => void undo()}>
            {t('audiences_undo')}
          </button>
        </div>
      )}
      {undoError && <ErrorNotice error={undoError} />}
      {error && <ErrorNotice error={error} onRetry={() => void reload()} />}
      {id ? (
        <AudienceDetail
          key={id}
          id={id}
          onChanged={onChanged}
          onDeleted={(a) => {
            setDeleted(a);
            void reload();
            location.hash = '#audiences';
          }}
        />
      ) : (
        audiences && (
          <>
            <AudienceList audiences={audiences} onCreate={create} />
            <RecipeForm onCreated={(newId) => void reload().then(() => (location.hash = audienceHash(newId)))} />
          </>
        )
      )}
    </section>
  );
}
