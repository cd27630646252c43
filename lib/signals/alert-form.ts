// The alert form's own fields (name, webhook URL) checked before anything is sent. contract.md:
// webhook_url must be https://; http://localhost and http://127.0.0.1 are accepted for development.
export const LOCAL_WEBHOOK_HOSTS = ['localhost', '127.0.0.1'] as const;
export const ALERT_NAME_MAX = 100;

export function checkWebhookUrl(raw: string): { url: string } | { error: string } {
  const text = raw.trim();
  if (!text) return { error: 'Webhook URL is required: an https:// address that accepts POST requests.' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { error: 'Webhook URL must be a full URL such as https://hooks.example.com/stacklens.' };
  }
  if (url.protocol === 'https:') return url.hostname ? { url: text } : { error: 'Webhook URL must name a host.' };
  if (url.protocol === 'http:') {
    if ((LOCAL_WEBHOOK_HOSTS as readonly string[]).includes(url.hostname)) return { url: text };
    return { error: 'Webhook URL must start with https:// — signed events are not sent in clear text. Only http://localhost and http://127.0.0.1 are allowed, for development.' };
  }
  return { error: `Webhook URL must start with https:// (not ${url.protocol}//). Only http://localhost and http://127.0.0.1 are allowed, for development.` };
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
