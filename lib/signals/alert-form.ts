// The alert form's own fields (name, webhook URL) checked before anything is sent. contract.md:
// webhook_url must be https://; the sandbox also accepts http://localhost and http://127.0.0.1, so a
// development build (lib/config.ts) allows them and a release build does not.
import { DEV_BUILD } from '@/lib/config';
import { formatNumber } from '@/lib/display/format';
import { t, tn } from '@/lib/i18n';

export const LOCAL_WEBHOOK_HOSTS = ['localhost', '127.0.0.1'] as const;
export const ALERT_NAME_MAX = 100;
/** Long enough for any real receiver; a longer one is refused here rather than by the server. */
export const WEBHOOK_URL_MAX = 2000;

export function checkWebhookUrl(raw: string, { development = DEV_BUILD }: { development?: boolean } = {}): { url: string } | { error: string } {
  const text = raw.trim();
  // A development build also names the local receivers it accepts (a second sentence, or nothing).
  const withLocal = (error: string) => (development ? t('signals_errWebhookLocal', [error]) : error);
  if (!text) return { error: t('signals_errWebhookRequired') };
  if (text.length > WEBHOOK_URL_MAX) return { error: tn('signals_errWebhookLength', WEBHOOK_URL_MAX, [formatNumber(text.length)]) };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { error: t('signals_errWebhookNotUrl') };
  }
  if (url.protocol === 'https:') return url.hostname ? { url: text } : { error: t('signals_errWebhookHost') };
  if (url.protocol === 'http:') {
    if (development && (LOCAL_WEBHOOK_HOSTS as readonly string[]).includes(url.hostname)) return { url: text };
    return { error: withLocal(t('signals_errWebhookClearText')) };
  }
  return { error: withLocal(t('signals_errWebhookScheme', [`${url.protocol}//`])) };
}

export function checkAlertName(raw: string): { name: string } | { error: string } {
  const name = raw.trim();
  if (!name) return { error: t('signals_errNameRequired', [formatNumber(ALERT_NAME_MAX)]) };
  if (name.length > ALERT_NAME_MAX) return { error: tn('signals_errNameLength', ALERT_NAME_MAX, [formatNumber(name.length)]) };
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
