// Settings › Storage › the cache: how long each kind of answer stays fresh and its size limit (its size
// and clearing are in StorageSettings). A fresh cached answer is a paid request not made, so the form
// says what each change costs.
import { useState, type FormEvent } from 'react';
import { messenger } from '@/lib/messaging/client';
import type { CacheKind } from '@/lib/api/catalog';
import type { CacheStatsView, SettingsView } from '@/lib/messaging/protocol';
import { SaveNotice } from '@/components/SaveNotice';
import { useSaveStatus } from '@/lib/ui/use-save-status';
import { formatDecimal, formatNumber } from '@/lib/display/format';
import { t, tn, type MessageKey } from '@/lib/i18n';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MB = 1024 * 1024;
// The ranges lib/db/settings.ts accepts, checked here too so the message names the field in the user's units.
const MAX_DAYS = 365;
const MAX_MB = 500;

/** Each kind's field label, and its name in error messages when shorter ("Domain data must be 0 to 365 days."). */
const KINDS: { kind: CacheKind; label: MessageKey; name?: MessageKey }[] = [
  { kind: 'domain', label: 'settings_kindDomain', name: 'settings_kindDomainName' },
  { kind: 'company', label: 'settings_kindCompany' },
  { kind: 'technology', label: 'settings_kindTechnology' },
  { kind: 'market', label: 'settings_kindMarket' },
  { kind: 'signals', label: 'settings_kindSignals' },
  { kind: 'audience', label: 'settings_kindAudience' },
];

type Unit = 'days' | 'hours';
type Row = { value: string; unit: Unit };

/** Whole days when the time is a whole number of days, else hours (the form's two units). */
function toRow(ms: number): Row {
  return ms % DAY === 0 ? { value: String(ms / DAY), unit: 'days' } : { value: String(Math.round(ms / HOUR)), unit: 'hours' };
}

function rowsOf(ttl: SettingsView['cacheTtl']): Record<CacheKind, Row> {
  return Object.fromEntries(KINDS.map(({ kind }) => [kind, toRow(ttl[kind])])) as Record<CacheKind, Row>;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const [value, unit] = bytes < MB ? [bytes / 1024, 'KB'] : [bytes / MB, 'MB'];
  return `${formatDecimal(value)} ${unit}`;
}

/** "1.2 MB of 50 MB, 340 answers." */
export function describeStats(stats: CacheStatsView): string {
  return t('settings_cacheStats', [formatBytes(stats.bytes), formatBytes(stats.maxBytes), tn('settings_answers', stats.entries)]);
}

/** Milliseconds, or the message naming the field and its allowed range. */
function parseTtl(label: string, row: Row): number | string {
  const n = Number(row.value);
  const range =
    row.unit === 'hours'
      ? t('settings_ttlRangeHours', [label, formatNumber(MAX_DAYS), formatNumber(MAX_DAYS * 24)])
      : t('settings_ttlRange', [label, formatNumber(MAX_DAYS)]);
  if (row.value.trim() === '' || !Number.isFinite(n)) return range;
  if (!Number.isInteger(n)) return t(row.unit === 'hours' ? 'settings_ttlWholeHours' : 'settings_ttlWholeDays', [label]);
  const ms = n * (row.unit === 'days' ? DAY : HOUR);
  return n < 0 || ms > MAX_DAYS * DAY ? range : ms;
}

export function CacheSettings({
  settings,
  onChange,
  onApplied,
}: {
  settings: SettingsView;
  onChange: (s: SettingsView) => void;
  /** After a change is saved (the size limit shown beside the cache's size). */
  onApplied: () => void;
}) {
  const [rows, setRows] = useState(() => rowsOf(settings.cacheTtl));
  const [maxMb, setMaxMb] = useState(() => String(Math.round(settings.cacheMaxBytes / MB)));
  const [invalid, setInvalid] = useState<Partial<Record<CacheKind | 'max', string>>>({});
  const { status, setStatus, save } = useSaveStatus();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors: typeof invalid = {};
    const cacheTtl: Partial<Record<CacheKind, number>> = {};
    for (const { kind, label, name } of KINDS) {
      const parsed = parseTtl(t(name ?? label), rows[kind]);
      if (typeof parsed === 'string') errors[kind] = parsed;
      else cacheTtl[kind] = parsed;
    }
    const mb = Number(maxMb);
    if (!Number.isInteger(mb) || mb < 1 || mb > MAX_MB || maxMb.trim() === '') errors.max = t('settings_maxInvalid', [formatNumber(MAX_MB)]);
    setInvalid(errors);
    if (Object.keys(errors).length > 0) return setStatus({ kind: 'idle' });
    await save(async () => {
      onChange(await messenger.send('settings.update', { cacheTtl, cacheMaxBytes: mb * MB }));
      onApplied();
    }, t('settings_cacheSaved'));
  }

  const errorIds = (field: CacheKind | 'max') => (invalid[field] ? { 'aria-invalid': true, 'aria-describedby': `cache-error-${field}` } : {});
  const setRow = (kind: CacheKind, patch: Partial<Row>) => setRows((r) => ({ ...r, [kind]: { ...r[kind], ...patch } }));

  return (
    <>
      <form className="form cache-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="cache-ttl-title">
        <h3 id="cache-ttl-title">{t('settings_ttlTitle')}</h3>
        <p className="hint">{t('settings_ttlHint')}</p>
        {KINDS.map(({ kind, label }) => (
          <div className="ttl-row" key={kind}>
            <label htmlFor={`ttl-${kind}`}>{t(label)}</label>
            <input
              id={`ttl-${kind}`}
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              value={rows[kind].value}
              onChange={(e) => setRow(kind, { value: e.target.value })}
              {...errorIds(kind)}
            />
            <select aria-label={t('settings_unitAria', [t(label)])} value={rows[kind].unit} onChange={(e) => setRow(kind, { unit: e.target.value as Unit })}>
              <option value="days">{t('settings_days')}</option>
              <option value="hours">{t('settings_hours')}</option>
            </select>
          </div>
        ))}
        <label htmlFor="cache-max">{t('settings_maxLabel')}</label>
        <input
          id="cache-max"
          type="number"
          min={1}
          max={MAX_MB}
          step={1}
          inputMode="numeric"
          value={maxMb}
          onChange={(e) => setMaxMb(e.target.value)}
          {...errorIds('max')}
        />
        <small>{t('settings_maxHint', [formatNumber(MAX_MB)])}</small>
        {Object.keys(invalid).length > 0 && (
          <ul role="alert" className="notice notice-warn field-errors">
            {Object.entries(invalid).map(([field, message]) => (
              <li key={field} id={`cache-error-${field}`}>
                {message}
              </li>
            ))}
          </ul>
        )}
        <div className="row">
          {/* Not named "Save": the key form's Save button must stay the only one (e2e finds it by name). */}
          <button type="submit" className="primary" disabled={status.kind === 'saving'}>
            {t('settings_applyCache')}
          </button>
        </div>
      </form>
      <SaveNotice status={status} />
    </>
  );
}
