// A form's submit handler: the page is never reloaded; `run` does what the submit means.
import type { FormEvent } from 'react';

export const submitWith = (run: () => void) => (e: FormEvent) => {
  e.preventDefault();
  run();
};
