// The lead lists this browser tracks, newest first: name (a link to the list), status, progress,
// credits charged and capped.
import type { TrackedJob } from '@/lib/jobs/tracker';
import { creditsText, progressText, statusText } from './LeadListProgress';

export function LeadListsTable({ lists, hrefFor }: { lists: TrackedJob[]; hrefFor(id: string): string }) {
  if (lists.length === 0) return <p className="hint">No lead lists yet. Create one above.</p>;
  return (
    <table className="data-table lead-lists">
      <caption className="visually-hidden">Your lead lists</caption>
      <thead>
        <tr>
          <th scope="col" className="text">Name</th>
          <th scope="col" className="text">Status</th>
          <th scope="col" className="text">Progress</th>
          <th scope="col" className="text">Credits charged</th>
          <th scope="col" className="text">Capped</th>
        </tr>
      </thead>
      <tbody>
        {lists.map((l) => (
          <tr key={l.key}>
            <th scope="row" className="text">
              <a href={hrefFor(l.remoteId)}>{l.label}</a>
            </th>
            <td className="text">{statusText(l.status)}</td>
            <td className="text">{progressText(l)}</td>
            <td className="text">{creditsText(l)}</td>
            <td className="text">{l.capped ? 'Capped' : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
