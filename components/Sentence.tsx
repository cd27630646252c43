// A translated sentence with an element inside it (a time, a bold name): the message is read with a
// mark as that placeholder's text and cut there, so the words around it stay in the language's order.
import type { ReactNode } from 'react';

/** A private-use character: never in a catalog message, never in a substitution. */
const MARK = '\uE000';

/** `message(mark)` is the t() call with `mark` where `children` goes, e.g. (m) => t('x_since', [m]). */
export function Sentence({ message, children }: { message: (mark: string) => string; children: ReactNode }) {
  const [before, after = ''] = message(MARK).split(MARK);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}
