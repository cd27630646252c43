// Asks once more before a paid batch, repeating the cost; nothing is spent until Confirm.
import { useEffect, useId, useRef } from 'react';
import { creditText } from '../format';

export interface ConfirmSpendProps {
  title: string;
  cost: number;
  detail: string;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmSpend({ title, cost, detail, onConfirm, onCancel }: ConfirmSpendProps) {
  const titleId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  // Focus the safe choice first, so a stray Enter spends nothing.
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div role="alertdialog" aria-labelledby={titleId} className="confirm-spend" onKeyDown={(e) => e.key === 'Escape' && onCancel()}>
      <h3 id={titleId}>{title}</h3>
      <p>This spends {creditText(cost)}. {detail}</p>
      <div className="notice-actions">
        <button type="button" className="primary" onClick={onConfirm}>
          Confirm · {creditText(cost)}
        </button>
        <button type="button" ref={cancel} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
