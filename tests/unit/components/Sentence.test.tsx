// A translated sentence with elements inside it: each element lands where the message puts its
// placeholder, whatever the word order, and the words around it are kept as the catalog wrote them.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Sentence, SentenceWith } from '@/components/Sentence';
import { t } from '@/lib/i18n';

describe('Sentence', () => {
  it('puts one element where its placeholder stands in a catalog message', () => {
    const html = renderToStaticMarkup(
      <p>
        <Sentence message={(m) => t('signals_exportMaybeCharged', [m])}>
          <a href="#credits">Credits &amp; usage</a>
        </Sentence>
      </p>,
    );
    expect(html).toBe(
      '<p>The export may have been charged even though no file arrived: check <a href="#credits">Credits &amp; usage</a> before exporting again.</p>',
    );
  });

  it('puts several elements each where its own placeholder stands, in the message’s order', () => {
    const html = renderToStaticMarkup(
      <p>
        <SentenceWith message={([a, b]) => `${b} comes before ${a}.`} parts={[<code key="a">A</code>, <em key="b">B</em>]} />
      </p>,
    );
    expect(html).toBe('<p><em>B</em> comes before <code>A</code>.</p>');
  });
});
