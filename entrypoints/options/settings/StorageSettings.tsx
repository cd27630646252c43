// Settings › Storage: what this browser's StackLens holds (cache, spend ledger, audiences) and clearing
// each store on its own, after a confirmation that says what is lost and what is kept. The cache's
// fresh times and size limit follow (CacheSettings).
import { useEffect, useState } from 'react';
import { messenger } from '@/lib/messaging/client';
import type { SettingsView, StorageView } from '@/lib/messaging/protocol';
import { SaveNotice } from '@/components/SaveNotice';
import { formatDate } from '@/lib/display/format';
import { t, tn, type MessageKey } from '@/lib/i18n';
import { useSaveStatus } from '@/lib/ui/use-save-status';
import { optionsUrl, sectionHash } from '@/lib/ui/routes';
import { CacheSettings, describeStats } from './CacheSettings';
import { DangerDialog } from '@/components/DangerDialog';
import { clearLocalFrames } from '@/lib/first-paint/local-frame';

type Store = 'cache' | 'ledger';

/** Each clearing's confirmation: what is lost, what is kept. */
const CLEARING: Record<Store, { title: MessageKey; confirmLabel: MessageKey; text: MessageKey }> = {
  cache: { title: 'settings_clearCacheTitle', confirmLabel: 'settings_clearCacheConfirm', text: 'settings_clearCacheText' },
  ledger: { title: 'settings_clearLedgerTitle', confirmLabel: 'settings_clearLedgerConfirm', text: 'settings_clearLedgerText' },
};

/** "12 calls since Jan 3, 2026, and 2 earlier months as monthly totals." */
function describeLedger(ledger: StorageView['ledger']): string {
  if (ledger.rows === 0 && ledger.foldedMonths === 0) return t('settings_ledgerEmpty');
  const calls = tn('settings_calls', ledger.rows);
  const months = tn('settings_earlierMonths', ledger.foldedMonths);
  if (ledger.oldestAt === null) return ledger.foldedMonths > 0 ? t('settings_ledgerFolded', [calls, months]) : t('settings_ledgerCalls', [calls]);
  const since = formatDate(ledger.oldestAt);
  return ledger.foldedMonths > 0 ? t('settings_ledgerSinceFolded', [calls, since, months]) : t('settings_ledgerSince', [calls, since]);
}

export function StorageSettings({ settings, onChange }: { settings: SettingsView; onChange: (s: SettingsView) => void }) {
  const [stats, setStats] = useState<StorageView | null>(null);
  const [statsFailed, setStatsFailed] = useState(false);
  const [confirming, setConfirming] = useState<Store | null>(null);
  const { status, save } = useSaveStatus();

  function loadStats() {
    messenger.send('storage.stats', {}).then(
      (s) => {
        setStats(s);
        setStatsFailed(false);
      },
      () => setStatsFailed(true),
    );
  }
  useEffect(loadStats, []);

  async function clear(store: Store) {
    if (store === 'cache') {
      await save(async () => {
        const cache = await messenger.send('cache.clear', {});
        // The popup's first frames of cached answers go with the cache (lib/first-paint/local-frame.ts).
        clearLocalFrames();
        setStats((s) => (s ? { ...s, cache } : s));
      }, t('settings_cacheCleared'));
    } else {
      await save(async () => setStats(await messenger.send('ledger.clear', {})), t('settings_ledgerCleared'));
    }
    setConfirming(null);
  }

  const busy = status.kind === 'saving';
  return (
    <>
      {statsFailed && <p className="notice notice-warn">{t('settings_statsFailed')}</p>}
      <dl className="storage-stats facts">
        <div>
          <dt>{t('settings_statCache')}</dt>
          <dd>{stats ? describeStats(stats.cache) : t('settings_reading')}</dd>
        </div>
        <div>
          <dt>{t('settings_statLedger')}</dt>
          <dd>{stats ? describeLedger(stats.ledger) : t('settings_reading')}</dd>
        </div>
        <div>
          <dt>{t('settings_statAudiences')}</dt>
          <dd>
            {stats
              ? t('settings_audienceStats', [tn('settings_audiences', stats.audiences.audiences), tn('settings_members', stats.audiences.members)])
              : t('settings_reading')}
          </dd>
        </div>
      </dl>
      <div className="row">
        <button type="button" className="danger" onClick={() => setConfirming('cache')} disabled={busy}>
          {t('settings_clearCache')}
        </button>
        <button type="button" className="danger" onClick={() => setConfirming('ledger')} disabled={busy}>
          {t('settings_clearLedger')}
        </button>
      </div>
      <p className="hint">
        {t('settings_audiencesKeptBefore')} <a href={optionsUrl(sectionHash('audiences'))}>{t('settings_audiencesKeptLink')}</a>{' '}
        {t('settings_audiencesKeptAfter')}
      </p>
      <SaveNotice status={status} />
      {confirming && (
        <DangerDialog
          id={`clear-${confirming}`}
          title={t(CLEARING[confirming].title)}
          confirmLabel={t(CLEARING[confirming].confirmLabel)}
          busy={busy}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void clear(confirming)}
        >
          <p>{t(CLEARING[confirming].text)}</p>
        </DangerDialog>
      )}
      <CacheSettings settings={settings} onChange={onChange} onApplied={loadStats} />
    </>
  );
}
