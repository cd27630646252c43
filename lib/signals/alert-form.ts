// The alert form's own fields (name, webhook URL) checked before anything is sent. contract.md:
// webhook_url must be https://; the sandbox also accepts http://localhost and http://127.0.0.1, so a
// development build (lib/config.ts) allows them and a release build does not.
import { DEV_BUILD } from '@/lib/config';
import { formatNumber } from '@/lib/display/format';

export const LOCAL_WEBHOOK_HOSTS = ['localhost', '127.0.0.1'] as const;
export const ALERT_NAME_MAX = 100;
/** Long enough for any real receiver; a longer one is refused here rather than by the server. */
export const WEBHOOK_URL_MAX = 2000;

export function checkWebhookUrl(raw: string, { development = DEV_BUILD }: { development?: boolean } = {}): { url: string } | { error: string } {
  const text = raw.trim();
  const onlyHttps = development ? ' Only http://localhost and http://127.0.0.1 are allowed, for development.' : '';
  if (!text) return { error: 'Webhook URL is required: an https:// address that accepts POST requests.' };
  if (text.length > WEBHOOK_URL_MAX)
    return { error: `Webhook URL may be at most ${formatNumber(WEBHOOK_URL_MAX)} characters (it has ${formatNumber(text.length)}).` };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { error: 'Webhook URL must be a full URL such as https://hooks.example.com/stacklens.' };
  }
  if (url.protocol === 'https:') return url.hostname ? { url: text } : { error: 'Webhook URL must name a host.' };
  if (url.protocol === 'http:') {
    if (development && (LOCAL_WEBHOOK_HOSTS as readonly string[]).includes(url.hostname)) return { url: text };
    return { error: `Webhook URL must start with https:// — signed events are not sent in clear text.${onlyHttps}` };
  }
  return { error: `Webhook URL must start with https:// (not ${url.protocol}//).${onlyHttps}` };
}

export function checkAlertName(raw: string): { name: string } | { error: string } {
  const name = raw.trim();
  if (!name) return { error: 'Name is required (1 to 100 characters).' };
  if (name.length > ALERT_NAME_MAX) return { error: `Name may be at most ${ALERT_NAME_MAX} characters (it has ${name.length}).` };
  return { name };
}

/** The host the list shows for a webhook ("hooks.example.com"), or the text when it is not a URL. */
export function webhookHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
