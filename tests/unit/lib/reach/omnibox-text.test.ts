// @vitest-environment happy-dom
// The address bar's words: Chrome reads a suggestion as XML (a name with & or < must not break it, nor
// inject markup), Firefox as plain text; a cached site says it is free, any other its Look up price.
import { describe, expect, it } from 'vitest';
import { priceOf } from '@/lib/api/prices';
import { creditText } from '@/components/format';
import { escapeXml, suggestionDescription } from '@/lib/reach/omnibox-text';

const cached = { domain: 'stripe.com', display: 'stripe.com', source: 'cached' as const, technologies: ['React', 'Next.js', 'Stripe'] };

describe('omnibox suggestion text', () => {
  it('reads "stripe.com — React, Next.js, Stripe · cached, free" in both browsers, marked up in Chrome only', () => {
    expect(suggestionDescription(cached, false)).toBe('stripe.com — React, Next.js, Stripe · cached, free');
    expect(suggestionDescription(cached, true)).toBe('<match>stripe.com</match> <dim>— React, Next.js, Stripe · cached, free</dim>');
  });

  it('escapes a technology name that would be markup, so Chrome shows it as written', () => {
    const odd = { ...cached, technologies: ['AT&T <Tag>'] };
    const xml = suggestionDescription(odd, true);
    expect(xml).toContain('AT&amp;T &lt;Tag&gt;');
    expect(new DOMParser().parseFromString(`<r>${xml}</r>`, 'text/xml').documentElement.textContent).toBe('stripe.com — AT&T <Tag> · cached, free');
    expect(escapeXml('<a & b>')).toBe('&lt;a &amp; b&gt;');
  });

  it('states the Look up price of a site that is not cached, whether recent or an audience member', () => {
    const price = creditText(priceOf('domain.technologies'));
    expect(suggestionDescription({ ...cached, source: 'recent', technologies: [] }, false)).toBe(`stripe.com — recent · not cached, Look up ${price}`);
    expect(suggestionDescription({ ...cached, source: 'audience', technologies: [] }, false)).toBe(
      `stripe.com — audience member · not cached, Look up ${price}`,
    );
  });
});
