// Billed calls read in the user's words: names, not catalog ids or paths; Unicode domains; a
// technology by its name when it is known.
import { describe, expect, it } from 'vitest';
import { describeParams, endpointLabel } from '@/components/credits/call-labels';

describe('call labels', () => {
  it('names an endpoint by its id or its path, and keeps an unknown one as it came', () => {
    expect(endpointLabel('ai.extract')).toBe('AI extractor');
    expect(endpointLabel('/v1/domain/{domain}/history')).toBe('Domain history');
    expect(endpointLabel('/v1/something-new')).toBe('/v1/something-new');
  });

  it('shows domains in Unicode and a technology id by its name', () => {
    expect(describeParams('domain.technologies', 'domain=xn--bcher-kva.de')).toBe('bücher.de');
    expect(describeParams('live.detect', 'url=https://xn--mnchen-3ya.de/ mode=full')).toBe('münchen.de · mode full');
    expect(describeParams('technology.history', 'id=705 years=12', { 705: 'Shopify' })).toBe('Shopify · years 12');
    expect(describeParams('technology.history', 'id=706')).toBe('technology #706');
    expect(describeParams('category.marketShare', 'id=3 limit=20')).toBe('category #3 · limit 20');
  });
});
