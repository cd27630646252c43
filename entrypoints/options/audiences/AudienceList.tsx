// The saved audiences with size, kind and last refresh; creating one by name.
import { useState, type FormEvent } from 'react';
import { RelativeTime } from '@/components/RelativeTime';
import type { AudienceView } from '@/lib/messaging/features/audiences';
import { audienceHash } from '@/lib/ui/routes';

const fmt = new Intl.NumberFormat('en-US');

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
        <table className="data-table" aria-label="Audiences">
          <thead>
            <tr>
              <th scope="col" className="text">
                Name
              </th>
              <th scope="col">Members</th>
              <th scope="col" className="text">
                Kind
              </th>
              <th scope="col" className="text">
                Last refresh
              </th>
              <th scope="col" className="text">
                Sync
              </th>
            </tr>
          </thead>
          <tbody>
            {props.audiences.map((a) => (
              <tr key={a.id}>
                <th scope="row">
                  <a href={audienceHash(a.id)}>{a.name}</a>
                </th>
                <td>{fmt.format(a.size)}</td>
                <td className="text">{a.kind === 'recipe' ? 'Recipe' : a.kind === 'list' ? 'List' : a.kind}</td>
                <td className="text">{a.lastRefreshedAt ? <RelativeTime value={a.lastRefreshedAt} /> : 'Never'}</td>
                <td className="text">
                  {a.syncError ? (
                    <span className="chip">Not synced</span>
                  ) : a.pending > 0 ? (
                    `${a.pending} change${a.pending === 1 ? '' : 's'} waiting`
                  ) : (
                    'Synced'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
