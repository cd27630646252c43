// The address bar's "did you mean …?": what a mistyped site most likely is, or nothing when no public
// site can be meant.
import { describe, expect, it } from 'vitest';
import { likelyDomain } from '@/lib/reach/likely-domain';

describe('likelyDomain', () => {
  it.each([
    ['shopify,com', 'shopify.com'],
    ['shopify, com', 'shopify.com'],
    ['shopify com', 'shopify.com'],
    ['shopify;com', 'shopify.com'],
    ['shopify..com', 'shopify.com'],
    ['shopify', 'shopify.com'],
    ['shopify.', 'shopify.com'],
    ['https://shopify.com', 'shopify.com'],
    ['https//shopify,com', 'shopify.com'],
    ['https://shopify,com/', 'shopify.com'],
    ['shopify.com/', 'shopify.com'],
    ['shopify,com/pricing?x=1', 'shopify.com'],
    ['SHOPIFY,COM', 'shopify.com'],
    ['Shopify.Com', 'shopify.com'],
    ['www.shopify.com', 'shopify.com'],
    ['www,shopify,com', 'shopify.com'],
    ['WWW.Shopify', 'shopify.com'],
    ['  shop,example,co,uk  ', 'example.co.uk'],
    ['bücher,de', 'xn--bcher-kva.de'],
    ['shop。example。com', 'example.com'],
  ])('%j most likely means %s', (typed, meant) => {
    expect(likelyDomain(typed)).toBe(meant);
  });

  it.each([
    [''],
    ['   '],
    [',,,'],
    ['chrome://settings'],
    ['about:blank'],
    ['file:///home/me/page.html'],
    ['192,168,1,1'],
    ['localhost'],
    ['intranet.local'],
    ['-'],
  ])('%j names no public site: no guess', (typed) => {
    expect(likelyDomain(typed)).toBeNull();
  });
});
