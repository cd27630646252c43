// The saved alerts: name, what they watch, where they deliver, enabled, last fired, deliveries, and
// the actions on each (all free).
import type { Alert } from '@/lib/api/schemas';
import { webhookHost } from '@/lib/signals/alert-form';
import { describeQuery } from '@/lib/signals/form';
import { DataTable, type Column } from '../DataTable';
import { formatDateTime, formatNumber } from '@/lib/display/format';
import { ErrorNotice } from '../ErrorNotice';

/** What "Send test event" found: an answer from the receiver (any status), or no receiver at all. */
export interface TestOutcome {
  reached: boolean;
  text: string;
}

/** The test event found no receiver: say where it went and what to check. */
export const unreachableText = (url: string) =>
  `Nothing answered at ${webhookHost(url)}. Check the webhook URL and that your receiver is running, then send a test event again.`;

export interface AlertsTableProps {
  alerts: Alert[];
  names: Record<number, string>;
  busy: string | null;
  tests: Record<string, TestOutcome>;
  onEdit(a: Alert): void;
  onToggle(a: Alert): void;
  onTest(a: Alert): void;
  onDelete(a: Alert): void;
}

const when = (iso: string | null) => (iso ? formatDateTime(iso) : 'Never');

export function AlertsTable({ alerts, names, busy, tests, onEdit, onToggle, onTest, onDelete }: AlertsTableProps) {
  if (alerts.length === 0) return <p className="hint">No alerts yet. Build a query in the explorer and choose “Save as alert”, or create one below.</p>;
  const off = busy !== null;
  const columns: Column<Alert>[] = [
    { header: 'Name', cell: (a) => a.name },
    { header: 'Query', cell: (a) => describeQuery(a.query, names) },
    { header: 'Webhook', cell: (a) => webhookHost(a.webhook_url) },
    {
      header: 'Enabled',
      className: 'nowrap',
      cell: (a) => (
        <label>
          <input type="checkbox" checked={a.enabled} disabled={off} onChange={() => onToggle(a)} aria-label={`Enabled: ${a.name}`} />
          {a.enabled ? ' On' : ' Off'}
        </label>
      ),
    },
    { header: 'Last fired', kind: 'date', cell: (a) => when(a.last_fired_at) },
    { header: 'Deliveries', kind: 'number', cell: (a) => formatNumber(a.deliveries) },
    {
      header: 'Actions',
      className: 'actions',
      cell: (a) => (
        <>
          <button type="button" disabled={off} onClick={() => onEdit(a)} aria-label={`Edit ${a.name}`}>
            Edit
          </button>
          <button type="button" disabled={off} onClick={() => onTest(a)} aria-label={`Send test event: ${a.name}`}>
            Send test event
          </button>
          <button type="button" disabled={off} onClick={() => onDelete(a)} aria-label={`Delete ${a.name}`}>
            Delete
          </button>
          {tests[a.id]?.reached && (
            <p role="status" className="hint">
              {tests[a.id]!.text}
            </p>
          )}
          {tests[a.id]?.reached === false && (
            <ErrorNotice error={{ kind: 'network', message: tests[a.id]!.text }} title="Test event not delivered" onRetry={() => onTest(a)} cost={0} />
          )}
        </>
      ),
    },
  ];
  return <DataTable className="alerts-table" caption="Saved alerts" columns={columns} rows={alerts} rowKey={(a) => a.id} />;
}
