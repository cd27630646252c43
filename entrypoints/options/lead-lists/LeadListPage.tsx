// One lead list (#lead-lists/<id>): its progress and charge, Cancel while it runs (delivered rows are
// billed), and once rows exist a paged table, a CSV download and "Add all to audience". Rows are free.
import { useCallback, useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ErrorNotice } from '@/components/ErrorNotice';
import { AddAllToAudience } from '@/components/audiences/AddAllToAudience';
import { audienceBulkActions } from '@/lib/ui/audience-actions';
import { LeadListProgress } from '@/components/lead-lists/LeadListProgress';
import { LeadRowsTable } from '@/components/lead-lists/LeadRowsTable';
import { LEAD_CSV_COLUMNS, leadCsvRows, type LeadRow } from '@/components/lead-lists/lead-rows';
import { Pager } from '@/components/technologies/Pager';
import { toApiError, type ApiError } from '@/lib/api/errors';
import { downloadText, exportName, toCsv } from '@/lib/export/export';
import { messenger } from '@/lib/messaging/client';
import type { LeadListView } from '@/lib/messaging/features/lead-lists';
import { domainViewUrl } from '@/lib/ui/routes';
import { fetchAllRows } from './rows';
import { isFinished } from './use-lead-lists';
import { creditText } from '@/components/format';
import { UNIT_PRICES } from '@/lib/api/prices';
import { sectionHash, settingsHash } from '@/lib/ui/routes';
import { t, tn } from '@/lib/i18n';

export const ROWS_PAGE = 25;

export function LeadListPage({ id, tracked, onChanged }: { id: string; tracked: LeadListView | undefined; onChanged(): void }) {
  // A list this browser does not track (made elsewhere with the key) is read once from the API, free.
  const [remote, setRemote] = useState<LeadListView | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [rows, setRows] = useState<LeadRow[] | null>(null);
  const [offset, setOffset] = useState(0);
  const [confirm, setConfirm] = useState<'cancel' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);
  const list = tracked ?? remote;
  const finished = list ? isFinished(list.status) : false;

  useEffect(() => {
    if (tracked) return;
    let current = true;
    messenger.send('leadLists.get', { id }).then(
      (l) => current && setRemote(l),
      (e) => current && setError(toApiError(e)),
    );
    return () => {
      current = false;
    };
  }, [id, tracked]);

  const loadRows = useCallback(() => fetchAllRows(id).then(setRows, (e: unknown) => setError(toApiError(e))), [id]);
  // Once finished, every delivered row is read (free) for the table, the CSV and the audience: when it
  // finishes, not on every poll of its progress.
  const delivered = (list?.processed ?? 0) > 0;
  useEffect(() => {
    if (finished && delivered) void loadRows();
  }, [finished, delivered, loadRows]);

  async function act(kind: 'cancel' | 'delete') {
    setConfirm(null);
    setBusy(true);
    setError(null);
    try {
      if (kind === 'cancel') await messenger.send('leadLists.cancel', { id });
      else {
        await messenger.send('leadLists.delete', { id });
        location.hash = sectionHash('lead-lists');
      }
      onChanged();
    } catch (e) {
      setError(toApiError(e));
    } finally {
      setBusy(false);
    }
  }

  const page = rows?.slice(offset, offset + ROWS_PAGE) ?? [];
  return (
    <section aria-labelledby="leadlist-title" className="leadlist-page">
      <a href={sectionHash('lead-lists')} className="back-link">
        {t('leadLists_back')}
      </a>
      <h2 id="leadlist-title">{list?.label ?? t('leadLists_untitled')}</h2>
      {error && <ErrorNotice error={error} settingsHref={settingsHash} />}
      {!list && !error && <p role="status">{t('leadLists_loadingList')}</p>}
      {list && (
        <>
          <LeadListProgress list={list} />
          {list.context.untracked && <p className="hint">{t('leadLists_untracked')}</p>}
          <div className="row">
            {!finished && (
              <button type="button" onClick={() => setConfirm('cancel')} disabled={busy}>
                {t('leadLists_cancelList')}
              </button>
            )}
            {!finished && list.processed > 0 && (
              <button type="button" onClick={() => void loadRows()} disabled={busy}>
                {t('leadLists_showSoFar')}
              </button>
            )}
            {finished && (
              <button type="button" onClick={() => setConfirm('delete')} disabled={busy}>
                {t('leadLists_deleteList')}
              </button>
            )}
          </div>
          {finished && list.processed === 0 && <p className="hint">{t('leadLists_noRowsDelivered')}</p>}
          {rows && (
            <section aria-label={t('leadLists_rows')} className="leadlist-rows">
              <div className="row">
                <h3>{t('leadLists_rows')}</h3>
                <button
                  type="button"
                  onClick={() => downloadText(exportName(list.label, 'lead-list', 'csv'), toCsv(leadCsvRows(rows), LEAD_CSV_COLUMNS), 'text/csv')}
                  disabled={rows.length === 0}
                >
                  {t('leadLists_downloadCsv')}
                </button>
                <AddAllToAudience domains={rows.map((r) => r.domain)} actions={audienceBulkActions} />
              </div>
              <LeadRowsTable rows={page} name={list.label} hrefFor={domainViewUrl} />
              <Pager
                label={t('leadLists_rowPages')}
                offset={offset}
                limit={ROWS_PAGE}
                shown={page.length}
                total={rows.length}
                cost={0}
                prevCached={false}
                nextCached={false}
                onPage={setOffset}
              />
            </section>
          )}
        </>
      )}
      {confirm === 'cancel' && list && (
        <ConfirmDialog
          title={t('leadLists_cancelTitle', [list.label])}
          cost={list.processed}
          balance={null}
          confirmLabel={t('leadLists_stopConfirm')}
          onConfirm={() => void act('cancel')}
          onCancel={() => setConfirm(null)}
        >
          <p>{tn('leadLists_cancelBody', list.processed, [creditText(UNIT_PRICES.leadListRow)])}</p>
        </ConfirmDialog>
      )}
      {confirm === 'delete' && list && (
        <ConfirmDialog
          title={t('leadLists_deleteTitle', [list.label])}
          cost={0}
          balance={null}
          confirmLabel={t('leadLists_deleteList')}
          onConfirm={() => void act('delete')}
          onCancel={() => setConfirm(null)}
        >
          <p>{t('leadLists_deleteBody')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
