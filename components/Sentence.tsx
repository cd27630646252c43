// A translated sentence with an element inside it (a time, a bold name): the message is read with a
// mark as that placeholder's text and cut there, so the words around it stay in the language's order.
import { Fragment, type ReactNode } from 'react';

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

/** Private-use marks for several elements, one each (never in a catalog message or a substitution). */
const FIRST_MARK = 0xe001;
const MARKS = /([\uE001-\uE0FF])/;

/**
 * A sentence with several elements inside it: `message(marks)` is the t() call with `marks[i]` where
 * `parts[i]` goes, e.g. (m) => t('x_signature', m) with parts [<code>…</code>, <code>…</code>].
 */
export function SentenceWith({ message, parts }: { message: (marks: string[]) => string; parts: readonly ReactNode[] }) {
  const marks = parts.map((_, i) => String.fromCharCode(FIRST_MARK + i));
  return (
    <>
      {message(marks)
        .split(MARKS)
        .map((piece, i) => (
          <Fragment key={i}>{i % 2 ? parts[piece.charCodeAt(0) - FIRST_MARK] : piece}</Fragment>
        ))}
    </>
  );
}
