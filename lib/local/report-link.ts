// "Not right?"'s report, ready to send where the build says (lib/build-defaults.ts reportDestination):
// the project's issue form with its title and body filled in, or an email to the maker. Nothing is sent:
// the link opens the form or the mail program, and the user sends it (or not).

/** Longest link made: mail programs on Windows cut a mailto: link near 2,000 characters; forms take it too. */
export const REPORT_LINK_MAX = 2000;

/** What ends a body shortened to fit the link (the whole report stays available by Copy report). */
export const SHORTENED_NOTE = '[…] Shortened to fit a link: use “Copy report” in StackLens for the whole report.';

function href(to: string, subject: string, body: string): string {
  if (to.startsWith('mailto:')) return `${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  const url = new URL(to);
  url.searchParams.set('title', subject);
  url.searchParams.set('body', body);
  return url.href;
}

/**
 * The link that opens `to` with the report filled in, at most `max` characters (the body cut at a line,
 * then a character, with SHORTENED_NOTE), or null when the build has no destination.
 */
export function reportLink(to: string, subject: string, body: string, max = REPORT_LINK_MAX): { href: string; shortened: boolean } | null {
  if (!to) return null;
  const whole = href(to, subject, body);
  if (whole.length <= max) return { href: whole, shortened: false };
  const lines = body.split('\n');
  for (let n = lines.length - 1; n > 0; n--) {
    const link = href(to, subject, `${lines.slice(0, n).join('\n')}\n${SHORTENED_NOTE}`);
    if (link.length <= max) return { href: link, shortened: true };
  }
  // One long first line: cut it by characters.
  for (let chars = Math.min(body.length, max); chars > 0; chars = Math.floor(chars * 0.9)) {
    const link = href(to, subject, `${body.slice(0, chars)}\n${SHORTENED_NOTE}`);
    if (link.length <= max) return { href: link, shortened: true };
  }
  return { href: href(to, subject, SHORTENED_NOTE), shortened: true };
}
