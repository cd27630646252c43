// Settings › Storage: what this browser's StackLens holds (cache, spend ledger, audiences) and clearing
// each store on its own, after a confirmation that says what is lost and what is kept. The cache's
// fresh times and size limit follow (CacheSettings).
import { useEffect, useState } from 'react';
import { messenger } from '@/lib/messaging/client';
import type { SettingsView, StorageView } from '@/lib/messaging/protocol';
import { SaveNotice } from '@/components/SaveNotice';
import { formatDate, formatNumber } from '@/lib/display/format';
import { useSaveStatus } from '@/lib/ui/use-save-status';
import { optionsUrl, sectionHash } from '@/lib/ui/routes';
import { CacheSettings, describeStats } from './CacheSettings';
import { DangerDialog } from '@/components/DangerDialog';
import { clearLocalFrames } from '@/lib/db/local-frames';

type Store = 'cache' | 'ledger';

/** Each clearing's confirmation: what is lost, what is kept. */
const CLEARING: Record<Store, { title: string; confirmLabel: string; text: string }> = {
  cache: {
    title: 'Clear the cache?',
    confirmLabel: 'Delete cached answers',
    text: 'Cached answers will be deleted, so looking them up again costs credits. Your API key, settings, budgets, saved audiences and the spend ledger are kept.',
  },
  ledger: {
    title: 'Clear the spend ledger?',
    confirmLabel: 'Delete spend history',
    text:
      'Every call recorded in this browser whose charge is known will be deleted: Credits & usage loses its spend history and charts, and budgets start ' +
      'counting today’s and this month’s spend from zero. Calls whose charge is not known yet (still running, or “possibly billed”) are kept until they are ' +
      'settled. Your balance on the server does not change. The cache, audiences, settings and your API key are kept.',
  },
};

const plural = (n: number, noun: string) => `${formatNumber(n)} ${noun}${n === 1 ? '' : 's'}`;

function describeLedger(ledger: StorageView['ledger']): string {
  if (ledger.rows === 0 && ledger.foldedMonths === 0) return 'no calls recorded';
  const since = ledger.oldestAt !== null ? ` since ${formatDate(ledger.oldestAt)}` : '';
  const folded = ledger.foldedMonths > 0 ? `, and ${plural(ledger.foldedMonths, 'earlier month')} as monthly totals` : '';
  return `${plural(ledger.rows, 'call')}${since}${folded}`;
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
        // The popup's first frames of cached answers go with the cache (lib/db/local-frames.ts).
        clearLocalFrames();
        setStats((s) => (s ? { ...s, cache } : s));
      }, 'Cache cleared.');
    } else {
      await save(async () => setStats(await messenger.send('ledger.clear', {})), 'Spend ledger cleared.');
    }
    setConfirming(null);
  }

  const busy = status.kind === 'saving';
  return (
    <>
      {statsFailed && <p className="notice notice-warn">What StackLens stores could not be read. Reload the page to try again.</p>}
      <dl className="storage-stats facts">
        <div>
          <dt>Cache</dt>
          <dd>{stats ? `${describeStats(stats.cache)}.` : 'Reading…'}</dd>
        </div>
        <div>
          <dt>Spend ledger</dt>
          <dd>{stats ? `${describeLedger(stats.ledger)}.` : 'Reading…'}</dd>
        </div>
        <div>
          <dt>Audiences</dt>
          <dd>{stats ? `${plural(stats.audiences.audiences, 'audience')}, ${plural(stats.audiences.members, 'member')}.` : 'Reading…'}</dd>
        </div>
      </dl>
      <div className="row">
        <button type="button" className="danger" onClick={() => setConfirming('cache')} disabled={busy}>
          Clear cache…
        </button>
        <button type="button" className="danger" onClick={() => setConfirming('ledger')} disabled={busy}>
          Clear spend ledger…
        </button>
      </div>
      <p className="hint">
        Audiences are not cleared here: they are your lists, kept on the server as well as in this browser. Delete an audience in{' '}
        <a href={optionsUrl(sectionHash('audiences'))}>Audiences</a> (that deletes it on the server too).
      </p>
      <SaveNotice status={status} />
      {confirming && (
        <DangerDialog
          id={`clear-${confirming}`}
          title={CLEARING[confirming].title}
          confirmLabel={CLEARING[confirming].confirmLabel}
          busy={busy}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void clear(confirming)}
        >
          <p>{CLEARING[confirming].text}</p>
        </DangerDialog>
      )}
      <CacheSettings settings={settings} onChange={onChange} onApplied={loadStats} />
    </>
  );
}
