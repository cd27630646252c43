// The confirmation before deleting something (Settings › Storage's stores, an audience), in the one
// modal (components/Modal.tsx): focus stays inside and Escape cancels; Cancel comes first and has the
// focus, so Enter never deletes; the confirm button is in danger style. The text says what is lost and what is kept.
import type { ReactNode } from 'react';
import { Modal } from '@/components/Modal';
import { t } from '@/lib/i18n';

export function DangerDialog(props: {
  id: string;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal labelledBy={`${props.id}-title`} describedBy={`${props.id}-text`} onCancel={props.busy ? undefined : props.onCancel}>
      <h3 id={`${props.id}-title`}>{props.title}</h3>
      <div id={`${props.id}-text`}>{props.children}</div>
      <div className="row">
        <button type="button" onClick={props.onCancel} data-autofocus disabled={props.busy}>
          {t('components_cancel')}
        </button>
        <button type="button" className="danger" onClick={props.onConfirm} disabled={props.busy}>
          {props.confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
