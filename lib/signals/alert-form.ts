// The alert form's own fields (name, webhook URL) checked before anything is sent. contract.md:
// webhook_url must be https://; the sandbox also accepts plain http to this computer, so a development
// build allows it and a release build does not: the same rule as the API base URL (lib/api/base-url.ts).
import { plainHttpAllowed, plainHttpRule, type BuildMode } from '@/lib/api/base-url';

export const ALERT_NAME_MAX = 100;
/** Long enough for any real receiver; a longer one is refused here rather than by the server. */
export const WEBHOOK_URL_MAX = 2000;

export function checkWebhookUrl(raw: string, mode: BuildMode = {}): { url: string } | { error: string } {
  const text = raw.trim();
  if (!text) return { error: 'Webhook URL is required: an https:// address that accepts POST requests.' };
  if (text.length > WEBHOOK_URL_MAX) return { error: `Webhook URL may be at most ${WEBHOOK_URL_MAX.toLocaleString('en-US')} characters (it has ${text.length.toLocaleString('en-US')}).` };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { error: 'Webhook URL must be a full URL such as https://hooks.example.com/stacklens.' };
  }
  if (url.protocol === 'https:') return url.hostname ? { url: text } : { error: 'Webhook URL must name a host.' };
  if (plainHttpAllowed(url, mode)) return { url: text };
  if (url.protocol === 'http:') return { error: `Webhook URL must start with https:// — signed events are not sent in clear text. ${plainHttpRule(mode)}` };
  return { error: `Webhook URL must start with https:// (not ${url.protocol}//). ${plainHttpRule(mode)}` };
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
