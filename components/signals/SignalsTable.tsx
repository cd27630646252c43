// One page of signal events: domain (opens the domain view), event, date and the company behind it.
import { isPublished, SIGNAL_TYPES, type SignalEvent, type SignalType } from '@/lib/api/schemas';
import { formatEmployees } from '../CompanyCard';

const EVENT_TEXT: Record<SignalType, (e: SignalEvent) => string> = {
  adoption: (e) => `Adopted ${e.technology.name}`,
  churn: (e) => `Dropped ${e.technology.name}`,
  switch: (e) => `Switched from ${e.other_technology?.name ?? '?'} to ${e.technology.name}`,
  gap: (e) => `Has ${e.technology.name}, lacks ${e.other_technology?.name ?? '?'}`,
};

/** A signal type the published list does not name yet is shown as sent, with the technology. */
export const eventText = (e: SignalEvent) => (isPublished(SIGNAL_TYPES, e.type) ? EVENT_TEXT[e.type](e) : `${e.type}: ${e.technology.name}`);

export function SignalsTable({ events, hrefFor }: { events: SignalEvent[]; hrefFor(domain: string): string }) {
  if (events.length === 0) return <p className="hint">No signals match this query in this window.</p>;
  return (
    <table className="data-table signal-events">
      <caption className="visually-hidden">Signal events</caption>
      <thead>
        <tr>
          <th scope="col" className="text">Domain</th>
          <th scope="col" className="text">Event</th>
          <th scope="col" className="text">Date</th>
          <th scope="col" className="text">Company</th>
          <th scope="col" className="text">Size</th>
          <th scope="col" className="text">Industry</th>
          <th scope="col" className="text">Country</th>
        </tr>
      </thead>
      <tbody>
        {events.map((e) => (
          <tr key={e.id}>
            <th scope="row" className="text">
              <a href={hrefFor(e.domain)} target="_blank" rel="noreferrer">{e.domain}</a>
            </th>
            <td className="text">{eventText(e)}</td>
            <td className="text"><time dateTime={e.occurred_at}>{e.occurred_at.slice(0, 10)}</time></td>
            <td className="text">{e.company?.name ?? '—'}</td>
            <td className="text">{e.company?.employees ? formatEmployees(e.company.employees) : '—'}</td>
            <td className="text">{e.company?.industry ?? '—'}</td>
            <td className="text">{e.company?.country ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
