// A translated sentence with an element in the middle: the element lands where the message puts its
// placeholder, whatever the word order, and the text around it is kept as written.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markers, withParts } from '@/components/signals/with-parts';
import { t } from '@/lib/i18n';

describe('withParts', () => {
  it('puts each element where its placeholder stands', () => {
    const [a, b] = markers(2);
    const html = renderToStaticMarkup(<p>{withParts(`${b} comes before ${a}.`, [<code key="a">A</code>, <em key="b">B</em>])}</p>);
    expect(html).toBe('<p><em>B</em> comes before <code>A</code>.</p>');
  });

  it('renders a catalog message with its element (English)', () => {
    const html = renderToStaticMarkup(
      <p>
        {withParts(t('signals_exportMaybeCharged', markers(1)), [
          <a key="l" href="#credits">
            Credits &amp; usage
          </a>,
        ])}
      </p>,
    );
    expect(html).toBe(
      '<p>The export may have been charged even though no file arrived: check <a href="#credits">Credits &amp; usage</a> before exporting again.</p>',
    );
  });
});
