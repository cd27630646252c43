// A message with an element in the middle (a time, a code span): the text before and after the place
// where one placeholder goes, so the element sits where the language puts it (lib/i18n/README.md).
const MARK = '\u2063';

/** `message` is called with a mark to pass as the placeholder; the text on either side of it. */
export function aroundMark(message: (mark: string) => string): [string, string] {
  const text = message(MARK);
  const at = text.indexOf(MARK);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + MARK.length)];
}
