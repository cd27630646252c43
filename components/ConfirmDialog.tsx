// A modal confirmation before a paid action: what it does, what it costs, the balance after.
import { useEffect, useRef, type ReactNode } from 'react';

const fmt = new Intl.NumberFormat('en-US');

export function ConfirmDialog(props: {
  title: string;
  children: ReactNode;
  cost: number;
  balance: number | null;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <div className="dialog-backdrop">
      <div role="dialog" aria-modal="true" aria-labelledby="confirm-title" className="dialog" onKeyDown={(e) => e.key === 'Escape' && props.onCancel()}>
        <h2 id="confirm-title">{props.title}</h2>
        {props.children}
        {props.balance !== null && (
          <p>
            Balance: {fmt.format(props.balance)} → {fmt.format(Math.max(0, props.balance - props.cost))} credits after.
          </p>
        )}
        <div className="row">
          <button ref={confirmRef} type="button" className="primary" onClick={props.onConfirm}>
            {props.confirmLabel}
          </button>
          <button type="button" onClick={props.onCancel}>
            Cancel
          </button>
        </div>
      </div>
    </div>
  );
}
