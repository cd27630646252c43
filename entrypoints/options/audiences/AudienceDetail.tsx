// One audience: rename, add domains, members, profile, refresh, export, and delete (confirmed with its
// member count in the one modal, then undoable for a few seconds in the list).
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { ErrorNotice } from '@/components/ErrorNotice';
import type { ApiErrorData } from '@/lib/api/errors';
import { messenger } from '@/lib/messaging/client';
import type { AudienceView, MemberPageView } from '@/lib/messaging/features/audiences';
import { DangerDialog } from '@/components/DangerDialog';
import { BuildStatus } from './BuildStatus';
import { exportMembers, type ExportProgress } from './export-members';
import { ImportPanel } from './ImportPanel';
import { displayDomain, MembersTable } from './MembersTable';
import { ProfilePanel } from './ProfilePanel';
import { RefreshPanel } from './RefreshPanel';
import { toApiError } from '@/lib/api/errors';
import { domainViewUrl, sectionHash, settingsHash } from '@/lib/ui/routes';
import { useWorkerChanges } from '@/lib/ui/use-worker-changes';
import { PAGE_SIZE, type MemberPageRequest } from './use-member-pages';
import { formatNumber } from '@/lib/display/format';
import { t, tn } from '@/lib/i18n';
import { audienceKindLabel } from '@/lib/display/api-values-tables';

const fmt = (n: number) => formatNumber(n);
/** The page the members table asks for first (domain order, no search). */
const FIRST_PAGE: MemberPageRequest = { sort: 'domain', desc: false, query: '', offset: 0, limit: PAGE_SIZE };
const pageKey = (r: MemberPageRequest) => JSON.stringify([r.sort, r.desc, r.query, r.offset, r.limit]);

export function AudienceDetail(props: { id: string; onChanged: () => void; onDeleted: (a: AudienceView) => void }) {
  const { id, onChanged } = props;
  /** The audience and its members here, counted by the worker (the rows come a page at a time, MembersTable). */
  const [state, setState] = useState<{ audience: AudienceView; count: number } | null>(null);
  const [exporting, setExporting] = useState<ExportProgress | null>(null);
  const [error, setError] = useState<ApiErrorData | null>(null);
  const [name, setName] = useState('');
  const [renameProblem, setRenameProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** Why the last action (delete, remove, export, Sync now) did not happen, as ErrorNotice says it. */
  const [actionError, setActionError] = useState<ApiErrorData | null>(null);
  /** Sync now stopped before the queue was empty (offline, server down): why, and that nothing is lost. */
  const [syncStopped, setSyncStopped] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const load = useCallback(
    () =>
      messenger.send('audiences.get', { id }).then(
        (next) => {
          setState(next);
          setName((n) => n || next.audience.name);
          setError(null);
        },
        (e: unknown) => setError(toApiError(e)),
      ),
    [id],
  );
  // Another audience: its own name in the rename box, once it has loaded.
  const [nameFor, setNameFor] = useState(id);
  if (nameFor !== id) {
    setNameFor(id);
    setName('');
  }
  /** The table's first page, asked for with the audience (one round trip less before the first rows). */
  const firstPage = useRef<{ key: string; page: Promise<MemberPageView> } | null>(null);
  useEffect(() => {
    firstPage.current = { key: pageKey(FIRST_PAGE), page: messenger.send('audiences.memberPage', { id, ...FIRST_PAGE }) };
    // An unused or failed prefetch is asked for again by the table itself.
    firstPage.current.page.catch(() => undefined);
    void load();
  }, [id, load]);
  // When the worker says the audiences changed (a queued change replayed, an edit elsewhere): the
  // audience and its count are read again (by index, cheap); the table re-reads only the rows in view.
  useWorkerChanges('audiences', () => void load());
  const changed = useCallback(() => {
    void load();
    onChanged();
  }, [load, onChanged]);
  /** A change's answer carries the new count: shown at once, before the audience is read again. */
  const counted = useCallback((count: number) => setState((s) => (s ? { ...s, count } : s)), []);
  const loadPage = useCallback(
    (request: MemberPageRequest) => {
      const first = firstPage.current;
      firstPage.current = null;
      return first && first.key === pageKey(request) ? first.page : messenger.send('audiences.memberPage', { id, ...request });
    },
    [id],
  );

  if (error) return <ErrorNotice error={error} onRetry={() => void load()} />;
  if (!state) return <p aria-busy="true">{t('audiences_loading')}</p>;
  const { audience, count } = state;

  async function rename(e: FormEvent) {
    e.preventDefault();
    try {
      await messenger.send('audiences.rename', { id, name: name.trim() });
      setRenameProblem(null);
      setNotice(t('audiences_renamed', [name.trim()]));
      changed();
    } catch (err) {
      setRenameProblem((err as Error).message);
    }
  }
  /** Runs an action, showing why it failed instead of failing silently. */
  async function attempt(action: () => Promise<void>) {
    setActionError(null);
    try {
      await action();
    } catch (e) {
      setActionError(toApiError(e));
    }
  }
  const remove = () =>
    attempt(async () => {
      setDeleting(true);
      try {
        await messenger.send('audiences.delete', { id });
        props.onDeleted(audience);
      } finally {
        setDeleting(false);
        setConfirmingDelete(false);
      }
    });
  const removeMember = (domain: string) =>
    attempt(async () => {
      counted((await messenger.send('audiences.removeMembers', { id, domains: [domain] })).members);
      setNotice(t('audiences_removed', [displayDomain(domain)]));
      changed();
    });
  const syncNow = () =>
    attempt(async () => {
      setSyncStopped(null);
      const report = await messenger.send('audiences.sync', {});
      if (report.stoppedBy) {
        setSyncStopped(tn('audiences_syncStopped', report.pending, [report.stoppedBy.replace(/\.?$/, '.')]));
      } else setNotice(report.pending > 0 ? tn('audiences_syncedPartly', report.pending) : t('audiences_syncedDone'));
      changed();
    });
  const exportCsv = () =>
    attempt(async () => {
      setExporting({ done: 0, total: count });
      try {
        const { filename, rows } = await exportMembers(id, setExporting);
        setNotice(tn('audiences_exported', rows, [filename]));
      } finally {
        setExporting(null);
      }
    });
  return (
    <article aria-labelledby="audience-title" className="audience-detail">
      <p>
        <a href={sectionHash('audiences')}>{t('audiences_back')}</a>
      </p>
      <h2 id="audience-title">{audience.name}</h2>
      <p className="hint">
        {t('audiences_detailSummary', [
          audience.kind === 'recipe' ? t('audiences_builtFromRecipe') : audienceKindLabel(audience.kind),
          tn('audiences_members', count),
          audience.syncError
            ? t('audiences_syncStateNotSynced')
            : audience.pending > 0
              ? tn('audiences_changesWaitingSync', audience.pending)
              : t('audiences_syncStateSynced'),
        ])}
      </p>
      {audience.syncError && (
        <div role="alert" className="notice notice-warn">
          <strong>{t('audiences_notSynced')}</strong>
          <p>{audience.syncError}</p>
        </div>
      )}
      {notice && (
        <p role="status" className="notice notice-ok">
          {notice}
        </p>
      )}
      <div className="row">
        <form onSubmit={rename} className="row" aria-label={t('audiences_renameLabel')}>
          <label className="inline-field">
            {t('audiences_nameLabel')}
            <input value={name} onChange={(e) => setName(e.target.value)} maxLength={100} />
          </label>
          <button type="submit" disabled={!name.trim() || name.trim() === audience.name}>
            {t('audiences_rename')}
          </button>
        </form>
        <button type="button" onClick={() => void exportCsv()} disabled={count === 0 || exporting !== null}>
          {t('audiences_exportCsv')}
        </button>
        <button type="button" onClick={() => void syncNow()}>
          {t('audiences_syncNow')}
        </button>
      </div>
      {exporting && (
        <p role="status">
          <progress aria-label={t('audiences_exportProgress')} max={Math.max(1, exporting.total)} value={exporting.done} />{' '}
          {tn('audiences_exporting', exporting.total, [fmt(exporting.done)])}
        </p>
      )}
      {syncStopped && (
        <p role="alert" className="notice notice-warn">
          {syncStopped}
        </p>
      )}
      {actionError && <ErrorNotice error={actionError} settingsHref={settingsHash} />}
      {renameProblem && (
        <p role="alert" className="notice notice-warn">
          {renameProblem}
        </p>
      )}
      {audience.kind === 'recipe' && <BuildStatus audienceId={id} onBuilt={changed} />}
      {audience.kind === 'list' && <ImportPanel audienceId={id} onCount={counted} onDone={changed} />}
      <section aria-labelledby="members-title">
        <h3 id="members-title">{t('audiences_membersTitle')}</h3>
        <MembersTable
          total={count}
          version={`${count}|${audience.updatedAt}|${audience.lastRefreshedAt ?? ''}|${audience.membersPulledAt ?? ''}`}
          load={loadPage}
          onRemove={(d) => void removeMember(d)}
          hrefFor={domainViewUrl}
        />
      </section>
      <ProfilePanel
        audienceId={id}
        remoteId={audience.remoteId}
        membersVersion={`${audience.size}|${audience.updatedAt}|${audience.lastRefreshedAt ?? ''}`}
        members={count}
        onSpent={onChanged}
      />
      <RefreshPanel audienceId={id} audienceName={audience.name} onFinished={changed} />
      <section aria-labelledby="delete-title" className="audience-delete">
        <h3 id="delete-title">{t('audiences_deleteTitle')}</h3>
        <p className="hint">{tn('audiences_deleteHint', count, [audience.name])}</p>
        <button type="button" className="danger" onClick={() => setConfirmingDelete(true)}>
          {t('audiences_deleteOpen')}
        </button>
      </section>
      {confirmingDelete && (
        <DangerDialog
          id="delete-audience"
          title={t('audiences_deleteConfirmTitle', [audience.name])}
          confirmLabel={tn('audiences_deleteConfirm', count)}
          busy={deleting}
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={() => void remove()}
        >
          <p>{tn('audiences_deleteBody', count)}</p>
        </DangerDialog>
      )}
    </article>
  );
}
