// The privacy policy inside the package: PRIVACY.md, the repository's one copy, written at build time
// into privacy.html (wxt.config.ts), which Settings links to. Only the Markdown PRIVACY.md uses is read
// (headings, paragraphs, lists, bold, code, links); every character of text is escaped, so the page is
// plain static HTML: no script, nothing remote.

/** Where Settings links to: a page of the package, never a remote one. */
export const PRIVACY_PAGE = '/privacy.html';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Escapes a line, then renders `code`, **bold** and [links](https://… or a repository file). */
function inline(text: string): string {
  return escape(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\[([^\]]+)\]\((https:\/\/[^)\s]+)\)/g, '<a href="$2">$1</a>')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '$1');
}

/** The policy as a complete HTML page. */
export function privacyHtml(markdown: string): string {
  const out: string[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length) out.push(`<p>${inline(paragraph.join(' '))}</p>`);
    if (list.length) out.push(`<ul>${list.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`);
    paragraph = [];
    list = [];
  };
  for (const line of markdown.split(/\r?\n/)) {
    const heading = /^(#{1,3}) (.*)$/.exec(line);
    const item = /^[-*] (.*)$/.exec(line);
    if (heading) {
      flush();
      out.push(`<h${heading[1]!.length}>${inline(heading[2]!)}</h${heading[1]!.length}>`);
    } else if (item) {
      if (paragraph.length) flush();
      list.push(item[1]!);
    } else if (!line.trim()) flush();
    else if (list.length && /^\s+/.test(line)) list[list.length - 1] += ` ${line.trim()}`;
    else {
      if (list.length) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>StackLens privacy policy</title>',
    '<style>:root{color-scheme:light dark}body{font:16px/1.55 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1.25rem}code{font-size:.9em}</style>',
    '</head>',
    '<body>',
    '<main>',
    ...out,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
