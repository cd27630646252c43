// The bundled privacy policy: PRIVACY.md made into a static page, every character of text escaped.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { privacyHtml } from '@/lib/privacy-page';

describe('privacyHtml', () => {
  it('renders headings, paragraphs, lists, bold, code and https links, and escapes everything else', () => {
    const html = privacyHtml(
      [
        '# Title <x>',
        '',
        'One line',
        'continued & **bold** `code`.',
        '',
        '- item [site](https://example.com)',
        '  wrapped',
        '- [local](PRIVACY.md) <img src=x>',
        '## Two',
      ].join('\n'),
    );
    expect(html).toContain('<h1>Title &lt;x&gt;</h1>');
    expect(html).toContain('<p>One line continued &amp; <strong>bold</strong> <code>code</code>.</p>');
    expect(html).toContain('<ul><li>item <a href="https://example.com">site</a> wrapped</li><li>local &lt;img src=x&gt;</li></ul>');
    expect(html).toContain('<h2>Two</h2>');
    expect(html).not.toMatch(/<script|<img/);
  });

  it('turns the repository’s PRIVACY.md into a page that states what is sent, what is never collected and how to delete it', () => {
    const html = privacyHtml(fs.readFileSync('PRIVACY.md', 'utf8'));
    for (const heading of ['What is sent, and to whom', 'What is never sent or collected', 'What is stored in your browser', 'How to delete it'])
      expect(html).toContain(`<h2>${heading}</h2>`);
    expect(html).toContain('No telemetry');
  });
});
