// The one modal of StackLens: a native <dialog> opened with showModal(), so the browser makes the page
// behind inert and turns Escape into Cancel; Tab and Shift+Tab wrap around inside it rather than
// leaving for the browser's own controls. The element with
// `data-autofocus` (the safe choice: Cancel) takes the focus when it opens, so a stray Enter never
// spends or deletes; closing gives the focus back to whatever opened it.
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useReturnFocus } from './use-return-focus';

export interface ModalProps {
  /** The id of the dialog's title. */
  labelledBy: string;
  /** The id of the text that says what confirming does. */
  describedBy?: string;
  /** Escape, or the browser closing the dialog: what Cancel does. Omitted while nothing may close it. */
  onCancel?: () => void;
  /** `alertdialog` for a confirmation whose consequence cannot be undone. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
  children: ReactNode;
}

const FOCUSABLE = 'button, input, select, textarea, a[href], [tabindex]:not([tabindex="-1"])';

/** Tab past the last control goes to the first, Shift+Tab before the first to the last. */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.matches(':disabled') && el.offsetParent !== null);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey ? active === first || !event.currentTarget.contains(active) : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

export function Modal({ labelledBy, describedBy, onCancel, role, className, children }: ModalProps) {
  useReturnFocus();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    // No close() on unmount: removing the element leaves the top layer, and a close event would cancel a re-mount.
    if (dialog && !dialog.open) dialog.showModal();
    dialog?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);
  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      className={className ? `modal ${className}` : 'modal'}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        // React decides when the dialog goes: Escape asks, as Cancel does.
        event.preventDefault();
        onCancel?.();
      }}
      onClose={() => onCancel?.()}
      onKeyDown={(event) => {
        // Escape is Cancel here too, not only through the browser's cancel event (one call either way).
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel?.();
        } else if (event.key === 'Tab') wrapTab(event);
      }}
    >
      {children}
    </dialog>
  );
}
