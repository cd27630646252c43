// The saved audiences with size, kind and last refresh; creating one by name.
import { useState, type FormEvent } from 'react';
import { DataTable } from '@/components/DataTable';
import { RelativeTime } from '@/components/RelativeTime';
import type { AudienceView } from '@/lib/messaging/features/audiences';
import { audienceHash } from '@/lib/ui/routes';
import { formatNumber } from '@/lib/display/format';
import { t, tn } from '@/lib/i18n';
import { audienceKindLabel } from '@/lib/display/api-values-tables';

export function AudienceList(props: { audiences: AudienceView[]; onCreate: (name: string) => Promise<string | null> }) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setProblem(t('audiences_errNameEmpty'));
    const error = await props.onCreate(trimmed);
    setProblem(error);
    if (!error) setName('');
  }
  return (
    <div className="audience-list">
      <form className="form row" onSubmit={submit} aria-label={t('audiences_newAudience')}>
        <label>
          {t('audiences_newName')}
          <input
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={100}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'new-audience-error' : undefined}
          />
        </label>
        <button type="submit" className="primary">
          {t('audiences_create')}
        </button>
      </form>
      {problem && (
        <p id="new-audience-error" role="alert" className="notice notice-warn">
          {problem}
        </p>
      )}
      {props.audiences.length === 0 ? (
        <p className="hint">{t('audiences_none')}</p>
      ) : (
        <DataTable
          label={t('audiences_title')}
          columns={[
            { header: t('audiences_colName'), cell: (a) => <a href={audienceHash(a.id)}>{a.name}</a> },
            { header: t('audiences_membersTitle'), kind: 'number', cell: (a) => formatNumber(a.size) },
            {
              header: t('audiences_colKind'),
              cell: (a) => audienceKindLabel(a.kind),
            },
            {
              header: t('audiences_colLastRefresh'),
              kind: 'date',
              cell: (a) => (a.lastRefreshedAt ? <RelativeTime value={a.lastRefreshedAt} /> : t('audiences_never')),
            },
            {
              header: t('audiences_colSync'),
              cell: (a) =>
                a.syncError ? (
                  <span className="chip">{t('audiences_notSynced')}</span>
                ) : a.pending > 0 ? (
                  tn('audiences_changesWaiting', a.pending)
                ) : (
                  t('audiences_synced')
                ),
            },
          ]}
          rows={props.audiences}
          rowKey={(a) => a.id}
        />
      )}
    </div>
  );
}
