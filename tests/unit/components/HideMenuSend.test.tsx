// @vitest-environment happy-dom
// "Not right?" with a build that names where reports go (STACKLENS_REPORT_EMAIL): a link that opens the
// user's email program with the report filled in, and the words that nothing is sent until they send it.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';

vi.mock('@/lib/config', async (original) => ({ ...(await original<Record<string, unknown>>()), REPORT_TO: 'mailto:reports@acme.example' }));
const { default: HideMenu } = await import('@/components/local/HideMenu');

afterEach(cleanup);

const tech = {
  name: 'Shopify',
  category: 'Ecommerce' as const,
  version: null,
  otherVersions: [],
  evidence: [{ kind: 'script' as const, detail: 'script from cdn.shopify.com' }],
  technology: null,
};
const actions = {
  site: 'example.com',
  hidden: [],
  hide: () => undefined,
  show: () => undefined,
  error: false,
  reportContext: () => ({ page: 'https://shop.example.com/cart?token=secret', extensionVersion: '0.4.2', now: Date.UTC(2026, 11, 6) }),
};

it('offers “Email the report” to the build’s address with the report filled in, the page’s path left out, and says nothing is sent until the user sends it', () => {
  render(<HideMenu tech={tech} actions={actions} onClose={() => undefined} />);
  const link = screen.getByRole('link', { name: 'Email the report' });
  const href = link.getAttribute('href')!;
  expect(href.startsWith('mailto:reports@acme.example?subject=')).toBe(true);
  const params = new URLSearchParams(href.slice(href.indexOf('?')));
  expect(params.get('subject')).toBe('StackLens on-page detection: Shopify not right');
  expect(params.get('body')).toContain('Technology: Shopify');
  expect(params.get('body')).toContain('- script: script from cdn.shopify.com');
  expect(params.get('body')).toContain('Page: https://shop.example.com');
  expect(href).not.toContain('secret');
  expect(screen.getByText(/Nothing is sent until you send the email yourself\./)).toBeTruthy();
});
