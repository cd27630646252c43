// One audience: rename, add domains, members, profile, refresh, export, and delete (DeleteAudience.tsx).
// What it reads is use-audience.ts's.
import { useCallback, useState, type FormEvent } from 'react';
import { ErrorNotice } from '@/components/ErrorNotice';
import type { ApiErrorData } from '@/lib/api/errors';
import { messenger } from '@/lib/messaging/client';
import type { AudienceView } from '@/lib/messaging/features/audiences';
import { BuildStatus } from './BuildStatus';
import { exportMembers, type ExportProgress } from './export-members';
import { ImportPanel } from './ImportPanel';
import { displayDomain, MembersTable } from './MembersTable';
import { ProfilePanel } from './ProfilePanel';
import { AudienceSummary } from './AudienceSummary';
import { DeleteAudience } from './DeleteAudience';
import { useAudience } from './use-audience';
import { RefreshPanel } from './RefreshPanel';
import { toApiError } from '@/lib/api/errors';
import { domainViewUrl, sectionHash, settingsHash } from '@/lib/ui/routes';
import { formatNumber } from '@/lib/display/format';
import { t, tn } from '@/lib/i18n';

const fmt = (n: number) => formatNumber(n);

export function AudienceDetail(props: { id: string; onChanged: () => void; onDeleted: (a: AudienceView) => void }) {
  const { id, onChanged } = props;
  const [exporting, setExporting] = useState<ExportProgress | null>(null);
  const [name, setName] = useState('');
  const [renameProblem, setRenameProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** Why the last action (delete, remove, export, Sync now) did not happen, as ErrorNotice says it. */
  const [actionError, setActionError] = useState<ApiErrorData | null>(null);
  /** Sync now stopped before the queue was empty (offline, server down): why, and that nothing is lost. */
  const [syncStopped, setSyncStopped] = useState<string | null>(null);

  const { state, error, load, changed, counted, loadPage } = useAudience(id, onChanged, setName);
  /** Lookups made from this page (the crawled members' batch): the rows in view re-read their cached stacks. */
  const [lookups, setLookups] = useState(0);
  const looked = useCallback(() => {
    setLookups((n) => n + 1);
    changed();
  }, [changed]);
  // Another audience: its own name in the rename box, once it has loaded.
  const [nameFor, setNameFor] = useState(id);
  if (nameFor !== id) {
    setNameFor(id);
    setName('');
  }
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
      await messenger.send('audiences.delete', { id });
      props.onDeleted(audience);
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
      <AudienceSummary audience={audience} count={count} />
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
          version={`${count}|${audience.updatedAt}|${audience.lastRefreshedAt ?? ''}|${audience.membersPulledAt ?? ''}|${lookups}`}
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
      <RefreshPanel audienceId={id} audienceName={audience.name} onFinished={changed} onLooked={looked} />
      <DeleteAudience audience={audience} count={count} onDelete={remove} />
    </article>
  );
}
