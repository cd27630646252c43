// @vitest-environment happy-dom
// The address bar's words: Chrome reads a suggestion as XML (a name with & or < must not break it, nor
// inject markup), Firefox as plain text; a cached site says it is free, any other its Look up price.
import { describe, expect, it } from 'vitest';
import { priceOf } from '@/lib/api/prices';
import { creditText } from '@/components/format';
import { escapeXml, guessDescription, problemDescription, suggestionDescription, typedProblem } from '@/lib/reach/omnibox-text';

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

  it('gives Chrome a description it accepts, without bidi or control characters, whatever the server named', () => {
    const odd = {
      ...cached,
      display: 'stri\u202Epe.com',
      technologies: ['Word\u202EsserP', 'Bad\u0001Name', 'Tab\tand\nline', 'Lone\uD800half\uFFFF', '\u2066Shopify\u2069'],
    };
    for (const markup of [true, false]) {
      const text = suggestionDescription(odd, markup);
      expect(text).not.toMatch(/[\p{Bidi_Control}\p{Cc}]/u);
      // XML 1.0's characters: anything else makes Chrome refuse the description, and with it the whole list.
      expect(text).toMatch(/^[\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u);
    }
    expect(suggestionDescription(odd, false)).toBe('stripe.com — WordsserP, Bad Name, Tab and line, Lonehalf, Shopify · cached, free');
    expect(new DOMParser().parseFromString(`<r>${suggestionDescription(odd, true)}</r>`, 'text/xml').documentElement.textContent).toBe(
      'stripe.com — WordsserP, Bad Name, Tab and line, Lonehalf, Shopify · cached, free',
    );
  });

  it('states the Look up price of a site that is not cached, whether recent or an audience member', () => {
    const price = creditText(priceOf('domain.technologies'));
    expect(suggestionDescription({ ...cached, source: 'recent', technologies: [] }, false)).toBe(`stripe.com — recent · not cached, Look up ${price}`);
    expect(suggestionDescription({ ...cached, source: 'audience', technologies: [] }, false)).toBe(
      `stripe.com — audience member · not cached, Look up ${price}`,
    );
  });
});

describe('typed text that names no site', () => {
  it('says why and suggests the likely domain: "shopify,com is not a domain name: did you mean shopify.com?"', () => {
    const problem = typedProblem('shopify,com');
    expect(problem).toEqual({
      guess: 'shopify.com',
      sentence: 'shopify,com is not a domain name: did you mean shopify.com? Enter opens it and asks before any lookup.',
    });
    expect(guessDescription('shopify,com', 'shopify.com', true)).toBe(
      '<match>shopify.com</match> <dim>— did you mean this? “shopify,com” is not a domain name</dim>',
    );
    expect(guessDescription('shopify,com', 'shopify.com', false)).toBe('shopify.com — did you mean this? “shopify,com” is not a domain name');
  });

  it('keeps the usual first line for a site, and says what is wrong when no site can be meant', () => {
    expect(typedProblem('')).toBeNull();
    expect(typedProblem('https://www.Shopify.com/')).toBeNull();
    expect(typedProblem('chrome://settings')).toEqual({ guess: null, sentence: expect.stringMatching(/browser or extension page/) });
  });

  it('escapes what was typed for Chrome', () => {
    const problem = typedProblem('<b>shop,com')!;
    expect(problem.guess).toBe('bshop.com');
    expect(problemDescription(problem, true)).toContain('&lt;b&gt;shop,com is not a domain name');
    expect(problemDescription(problem, false)).toContain('<b>shop,com is not a domain name');
  });
});
