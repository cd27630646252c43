// Deleting an audience (AudienceDetail.tsx): confirmed with its member count in the one modal, then
// undoable for a few seconds in the list.
import { useState } from 'react';
import { DangerDialog } from '@/components/DangerDialog';
import type { AudienceView } from '@/lib/messaging/features/audiences';
import { t, tn } from '@/lib/i18n';

/** `onDelete` deletes (and shows why, when it cannot); the dialog stays open, busy, until it is done. */
export function DeleteAudience({ audience, count, onDelete }: { audience: AudienceView; count: number; onDelete: () => Promise<void> }) {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  async function confirm() {
    setDeleting(true);
    try {
      await onDelete();
    } finally {
      setDeleting(false);
      setConfirmingDelete(false);
    }
  }
  return (
    <>
      <section aria-labelledby="delete-title" className="audience-delete">
        <h3 id="delete-title">{t('audiences_deleteTitle')}</h3>
        <p className="hint">{tn('audiences_deleteHint', count, [audience.name])}</p>
        <button type="button" className="danger" onClick={() => setConfirmingDelete(true)}>
          {t('audiences_deleteOpen')}
        </button>
      </section>
      {confirmingDelete && (
        <DangerDialog
          id="delete-audience"
          title={t('audiences_deleteConfirmTitle', [audience.name])}
          confirmLabel={tn('audiences_deleteConfirm', count)}
          busy={deleting}
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={() => void confirm()}
        >
          <p>{tn('audiences_deleteBody', count)}</p>
        </DangerDialog>
      )}
    </>
  );
}
