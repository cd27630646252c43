// A query form's submit: nothing is sent while the form is invalid (its errors are shown instead);
// a valid form clears the errors and is asked. `checked` is the form checked as it stands now.
import { useState } from 'react';

const invalid = <E>(c: unknown): c is { errors: E } => typeof c === 'object' && c !== null && 'errors' in c;

export function useCheckedSubmit<E extends object, V>(checked: { errors: E } | V, ask: (valid: V) => void) {
  const [errors, setErrors] = useState<E>({} as E);
  function submit() {
    if (invalid<E>(checked)) {
      setErrors(checked.errors);
      return;
    }
    setErrors({} as E);
    ask(checked as V);
  }
  return { errors, setErrors, submit };
}
