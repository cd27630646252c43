// The alert form's rules: the webhook URL (https://, or http://localhost and http://127.0.0.1 in a
// development build; contract.md) and the name (1–100 characters).
import { describe, expect, it } from 'vitest';
import { checkAlertName, checkWebhookUrl, webhookHost } from '@/lib/signals/alert-form';

describe('webhook URL', () => {
  it.each(['https://hooks.example.com/stacklens', 'https://hooks.example.com:8443/a?b=c', 'http://localhost:3000/hook', 'http://127.0.0.1:9000/hook'])(
    'accepts %s',
    (url) => {
      expect(checkWebhookUrl(url)).toEqual({ url });
    },
  );

  it('refuses plain http to any other host, saying why and what is allowed', () => {
    for (const url of ['http://hooks.example.com/x', 'http://10.0.0.2/x', 'http://localhost.evil.com/x', 'http://127.0.0.2/x']) {
      expect(checkWebhookUrl(url)).toEqual({
        error: expect.stringMatching(/must start with https:\/\/.*Only http:\/\/localhost and http:\/\/127\.0\.0\.1 are allowed/),
      });
    }
  });

  it('refuses plain http even to this computer outside a development build, and a URL over 2,000 characters', () => {
    for (const url of ['http://localhost:3000/hook', 'http://127.0.0.1:9000/hook']) {
      expect(checkWebhookUrl(url, { development: false })).toEqual({
        error: 'Webhook URL must start with https:// — signed events are not sent in clear text.',
      });
    }
    expect(checkWebhookUrl('https://hooks.example.com/x', { development: false })).toEqual({ url: 'https://hooks.example.com/x' });
    expect(checkWebhookUrl(`https://hooks.example.com/${'a'.repeat(2000)}`)).toEqual({
      error: expect.stringContaining('at most 2,000 characters (it has 2,026)'),
    });
  });

  it('refuses other schemes, text that is not a URL, and an empty field', () => {
    expect(checkWebhookUrl('ftp://hooks.example.com')).toEqual({ error: expect.stringContaining('must start with https:// (not ftp://)') });
    expect(checkWebhookUrl('javascript:alert(1)')).toEqual({ error: expect.stringContaining('must start with https://') });
    expect(checkWebhookUrl('hooks.example.com/x')).toEqual({ error: 'Webhook URL must be a full URL such as https://hooks.example.com/stacklens.' });
    expect(checkWebhookUrl('  ')).toEqual({ error: 'Webhook URL is required: an https:// address that accepts POST requests.' });
  });

  it('shows the host in the list', () => {
    expect(webhookHost('https://hooks.example.com:8443/a')).toBe('hooks.example.com:8443');
    expect(webhookHost('not a url')).toBe('not a url');
  });
});

describe('alert name', () => {
  it('is trimmed and must be 1 to 100 characters', () => {
    expect(checkAlertName('  Shopify adopters ')).toEqual({ name: 'Shopify adopters' });
    expect(checkAlertName('   ')).toEqual({ error: 'Name is required (1 to 100 characters).' });
    expect(checkAlertName('x'.repeat(100))).toEqual({ name: 'x'.repeat(100) });
    expect(checkAlertName('x'.repeat(101))).toEqual({ error: 'Name may be at most 100 characters (it has 101).' });
  });
});
