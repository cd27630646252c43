// One page of signal events: domain (opens the domain view), event, date and the company behind it.
import { isPublished, SIGNAL_TYPES, type SignalEvent, type SignalType } from '@/lib/api/schemas';
import { formatUtcDate } from '@/lib/display/format';
import { t } from '@/lib/i18n';
import { formatEmployees } from '../company-format';
import { DataTable, type Column } from '../DataTable';
import { DomainLink } from '../DomainLink';

const EVENT_TEXT: Record<SignalType, (e: SignalEvent) => string> = {
  adoption: (e) => t('signals_adopted', [e.technology.name]),
  churn: (e) => t('signals_dropped', [e.technology.name]),
  switch: (e) => t('signals_switched', [e.other_technology?.name ?? '?', e.technology.name]),
  gap: (e) => t('signals_gap', [e.technology.name, e.other_technology?.name ?? '?']),
};

/** A signal type the published list does not name yet is shown as sent, with the technology. */
export const eventText = (e: SignalEvent) => (isPublished(SIGNAL_TYPES, e.type) ? EVENT_TEXT[e.type](e) : `${e.type}: ${e.technology.name}`);

const COLUMNS = (hrefFor: (domain: string) => string): Column<SignalEvent>[] => [
  { header: t('signals_domain'), kind: 'domain', cell: (e) => <DomainLink domain={e.domain} hrefFor={hrefFor} /> },
  { header: t('signals_event'), cell: eventText },
  { header: t('signals_date'), kind: 'date', cell: (e) => <time dateTime={e.occurred_at}>{formatUtcDate(e.occurred_at)}</time> },
  { header: t('signals_company'), cell: (e) => e.company?.name ?? '—' },
  { header: t('signals_size'), cell: (e) => (e.company?.employees ? formatEmployees(e.company.employees) : '—') },
  { header: t('signals_industry'), cell: (e) => e.company?.industry ?? '—' },
  { header: t('signals_country'), cell: (e) => e.company?.country ?? '—' },
];

export function SignalsTable({ events, hrefFor }: { events: SignalEvent[]; hrefFor(domain: string): string }) {
  if (events.length === 0) return <p className="hint">{t('signals_noEvents')}</p>;
  return <DataTable className="signal-events" caption={t('signals_events')} columns={COLUMNS(hrefFor)} rows={events} rowKey={(e) => e.id} />;
}
