// The saved alerts: name, what they watch, where they deliver, enabled, last fired, deliveries, and
// the actions on each (all free).
import type { Alert } from '@/lib/api/schemas';
import { webhookHost } from '@/lib/signals/alert-form';
import { describeQuery } from '@/lib/signals/form';
import { formatNumber } from '../format';

export interface AlertsTableProps {
  alerts: Alert[];
  names: Record<number, string>;
  busy: string | null;
  tests: Record<string, string>;
  onEdit(a: Alert): void;
  onToggle(a: Alert): void;
  onTest(a: Alert): void;
  onDelete(a: Alert): void;
}

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC' : 'Never');

export function AlertsTable({ alerts, names, busy, tests, onEdit, onToggle, onTest, onDelete }: AlertsTableProps) {
  if (alerts.length === 0) return <p className="hint">No alerts yet. Build a query in the explorer and choose “Save as alert”, or create one below.</p>;
  return (
    <table className="data-table alerts-table">
      <caption className="visually-hidden">Saved alerts</caption>
      <thead>
        <tr>
          <th scope="col" className="text">Name</th>
          <th scope="col" className="text">Query</th>
          <th scope="col" className="text">Webhook</th>
          <th scope="col" className="text">Enabled</th>
          <th scope="col" className="text">Last fired</th>
          <th scope="col">Deliveries</th>
          <th scope="col" className="text">Actions</th>
        </tr>
      </thead>
      <tbody>
        {alerts.map((a) => (
          <tr key={a.id}>
            <th scope="row" className="text">{a.name}</th>
            <td className="text">{describeQuery(a.query, names)}</td>
            <td className="text">{webhookHost(a.webhook_url)}</td>
            <td className="text">
              <label>
                <input type="checkbox" checked={a.enabled} disabled={busy !== null} onChange={() => onToggle(a)} aria-label={`Enabled: ${a.name}`} />
                {a.enabled ? ' On' : ' Off'}
              </label>
            </td>
            <td className="text">{when(a.last_fired_at)}</td>
            <td>{formatNumber(a.deliveries)}</td>
            <td className="text actions">
              <button type="button" disabled={busy !== null} onClick={() => onEdit(a)} aria-label={`Edit ${a.name}`}>Edit</button>
              <button type="button" disabled={busy !== null} onClick={() => onTest(a)} aria-label={`Send test event: ${a.name}`}>Send test event</button>
              <button type="button" disabled={busy !== null} onClick={() => onDelete(a)} aria-label={`Delete ${a.name}`}>Delete</button>
              {tests[a.id] && <p role="status" className="hint">{tests[a.id]}</p>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
