// A translated sentence with markup in the middle (a link, emphasis, code): the message is asked for
// with marker substitutions, then split at the markers and each one replaced by its element, so the
// translation decides where the element stands in the sentence.
import { Fragment, type ReactNode } from 'react';

/** The marker for the i-th substitution: word joiners never occur in a catalog message. */
const marker = (i: number) => `\u2060${i}\u2060`;
const MARKER = /\u2060(\d+)\u2060/;

/** Substitutions to pass to t(): one marker per element, in placeholder order. */
export const markers = (count: number): string[] => Array.from({ length: count }, (_, i) => marker(i));

/** The message `text` (asked for with `markers(elements.length)`) with each marker replaced by its element. */
export function withParts(text: string, elements: readonly ReactNode[]): ReactNode {
  return text.split(MARKER).map((part, i) => <Fragment key={i}>{i % 2 ? elements[Number(part)] : part}</Fragment>);
}
