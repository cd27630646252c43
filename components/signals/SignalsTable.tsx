// One page of signal events: domain (opens the domain view), event, date and the company behind it.
import { isPublished, SIGNAL_TYPES, type SignalEvent, type SignalType } from '@/lib/api/schemas';
import { formatUtcDate } from '@/lib/display/format';
import { formatEmployees } from '../company-format';
import { DataTable, type Column } from '../DataTable';
import { DomainLink } from '../DomainLink';

const EVENT_TEXT: Record<SignalType, (e: SignalEvent) => string> = {
  adoption: (e) => `Adopted ${e.technology.name}`,
  churn: (e) => `Dropped ${e.technology.name}`,
  switch: (e) => `Switched from ${e.other_technology?.name ?? '?'} to ${e.technology.name}`,
  gap: (e) => `Has ${e.technology.name}, lacks ${e.other_technology?.name ?? '?'}`,
};

/** A signal type the published list does not name yet is shown as sent, with the technology. */
export const eventText = (e: SignalEvent) => (isPublished(SIGNAL_TYPES, e.type) ? EVENT_TEXT[e.type](e) : `${e.type}: ${e.technology.name}`);

const COLUMNS = (hrefFor: (domain: string) => string): Column<SignalEvent>[] => [
  { header: 'Domain', kind: 'domain', cell: (e) => <DomainLink domain={e.domain} hrefFor={hrefFor} /> },
  { header: 'Event', cell: eventText },
  { header: 'Date', kind: 'date', cell: (e) => <time dateTime={e.occurred_at}>{formatUtcDate(e.occurred_at)}</time> },
  { header: 'Company', cell: (e) => e.company?.name ?? '—' },
  { header: 'Size', cell: (e) => (e.company?.employees ? formatEmployees(e.company.employees) : '—') },
  { header: 'Industry', cell: (e) => e.company?.industry ?? '—' },
  { header: 'Country', cell: (e) => e.company?.country ?? '—' },
];

export function SignalsTable({ events, hrefFor }: { events: SignalEvent[]; hrefFor(domain: string): string }) {
  if (events.length === 0) return <p className="hint">No signals match this query in this window.</p>;
  return <DataTable className="signal-events" caption="Signal events" columns={COLUMNS(hrefFor)} rows={events} rowKey={(e) => e.id} />;
}
