// One labelled field of a form whose errors are shown beside their field (company filters, signal
// queries, alerts, lead lists): the control gets the label's id and, when refused, its error as its
// description, so a screen reader reads the message with the field.
import { useId, type ReactNode } from 'react';

/** What the field's control spreads onto itself. */
export interface FieldControl {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export function FormField({ label, error, children }: { label: ReactNode; error?: string; children(control: FieldControl): ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="filter-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
