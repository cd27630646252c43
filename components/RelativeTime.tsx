// A timestamp shown as "3 days ago", with the exact UTC time in its title. Reads the API's
// 'YYYY-MM-DD HH:MM:SS' (UTC: contract.md), ISO 8601 and epoch milliseconds; words from lib/display/format.ts.
import { useState } from 'react';
import { formatExactUtc, formatRelative, type Instant, isJustNow, toEpochMs } from '@/lib/display/format';
import { Sentence } from './Sentence';
import { t } from '@/lib/i18n';

export { formatExactUtc, formatRelative, parseApiTime, toEpochMs } from '@/lib/display/format';

export function RelativeTime({ value, now }: { value: Instant; now?: number }) {
  // The clock is read once, when the time is first shown (a render must not depend on when it runs).
  const [shownAt] = useState(() => now ?? Date.now());
  const ms = toEpochMs(value);
  if (!Number.isFinite(ms)) return <span>{t('format_unknownTime')}</span>;
  return (
    <time dateTime={new Date(ms).toISOString()} title={formatExactUtc(ms)}>
      {formatRelative(ms, now ?? shownAt)}
    </time>
  );
}

/**
 * "Updated 3 days ago" as one sentence in each language, and a moment ago worded whole ("Updated just now",
 * "Gerade eben aktualisiert", never "Aktualisiert jetzt").
 */
export function UpdatedTime({ value, now }: { value: Instant; now?: number }) {
  const [shownAt] = useState(() => now ?? Date.now());
  const ms = toEpochMs(value);
  if (Number.isFinite(ms) && isJustNow(ms, now ?? shownAt))
    return (
      <time dateTime={new Date(ms).toISOString()} title={formatExactUtc(ms)}>
        {t('common_updatedJustNow')}
      </time>
    );
  return (
    <Sentence message={(when) => t('common_updated', [when])}>
      <RelativeTime value={value} now={now ?? shownAt} />
    </Sentence>
  );
}
