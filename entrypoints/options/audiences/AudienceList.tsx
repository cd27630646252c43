// The saved audiences with size, kind and last refresh; creating one by name.
import { useState, type FormEvent } from 'react';
import { DataTable } from '@/components/DataTable';
import { RelativeTime } from '@/components/RelativeTime';
import type { AudienceView } from '@/lib/messaging/features/audiences';
import { audienceHash } from '@/lib/ui/routes';
import { formatNumber } from '@/lib/display/format';

export function AudienceList(props: { audiences: AudienceView[]; onCreate: (name: string) => Promise<string | null> }) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setProblem('Give the audience a name.');
    const error = await props.onCreate(trimmed);
    setProblem(error);
    if (!error) setName('');
  }
  return (
    <div className="audience-list">
      <form className="form row" onSubmit={submit} aria-label="New audience">
        <label>
          New audience name
          <input
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={100}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'new-audience-error' : undefined}
          />
        </label>
        <button type="submit" className="primary">
          Create audience
        </button>
      </form>
      {problem && (
        <p id="new-audience-error" role="alert" className="notice notice-warn">
          {problem}
        </p>
      )}
      {props.audiences.length === 0 ? (
        <p className="hint">No audiences yet. Create one here, or add a site from the popup or the page’s context menu.</p>
      ) : (
        <DataTable
          label="Audiences"
          columns={[
            { header: 'Name', cell: (a) => <a href={audienceHash(a.id)}>{a.name}</a> },
            { header: 'Members', kind: 'number', cell: (a) => formatNumber(a.size) },
            { header: 'Kind', cell: (a) => (a.kind === 'recipe' ? 'Recipe' : a.kind === 'list' ? 'List' : a.kind) },
            { header: 'Last refresh', kind: 'date', cell: (a) => (a.lastRefreshedAt ? <RelativeTime value={a.lastRefreshedAt} /> : 'Never') },
            {
              header: 'Sync',
              cell: (a) =>
                a.syncError ? <span className="chip">Not synced</span> : a.pending > 0 ? `${a.pending} change${a.pending === 1 ? '' : 's'} waiting` : 'Synced',
            },
          ]}
          rows={props.audiences}
          rowKey={(a) => a.id}
        />
      )}
    </div>
  );
}
