// The confirmation before clearing one of this browser's stores (Settings › Storage): a native modal
// <dialog>, so focus stays inside and Escape cancels; Cancel comes first and has the focus, so Enter
// never deletes. The text says what is lost and what is kept.
import { useEffect, useRef, type ReactNode } from 'react';

export function ClearStoreDialog(props: {
  id: string;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    // No close() on unmount: removing the element leaves the top layer, and a close event would cancel a re-mount.
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className="confirm-dialog" aria-labelledby={`${props.id}-title`} aria-describedby={`${props.id}-text`} onClose={props.onCancel}>
      <h3 id={`${props.id}-title`}>{props.title}</h3>
      <div id={`${props.id}-text`}>{props.children}</div>
      <div className="row">
        <button type="button" onClick={props.onCancel} autoFocus disabled={props.busy}>
          Cancel
        </button>
        <button type="button" className="danger" onClick={props.onConfirm} disabled={props.busy}>
          {props.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
