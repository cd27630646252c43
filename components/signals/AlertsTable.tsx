// The saved alerts: name, what they watch, where they deliver, enabled, last fired, deliveries, and
// the actions on each (all free).
import type { Alert } from '@/lib/api/schemas';
import { webhookHost } from '@/lib/signals/alert-form';
import { describeQuery } from '@/lib/signals/form';
import { DataTable, type Column } from '../DataTable';
import { formatDateTime, formatNumber } from '@/lib/display/format';
import { t } from '@/lib/i18n';
import { ErrorNotice } from '../ErrorNotice';

/** What "Send test event" found: an answer from the receiver (any status), or no receiver at all. */
export interface TestOutcome {
  reached: boolean;
  text: string;
}

/** The test event found no receiver: say where it went and what to check. */
export const unreachableText = (url: string) => t('signals_unreachable', [webhookHost(url)]);

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

const when = (iso: string | null) => (iso ? formatDateTime(iso) : t('signals_never'));

export function AlertsTable({ alerts, names, busy, tests, onEdit, onToggle, onTest, onDelete }: AlertsTableProps) {
  if (alerts.length === 0) return <p className="hint">{t('signals_noAlerts')}</p>;
  const off = busy !== null;
  const columns: Column<Alert>[] = [
    { header: t('signals_name'), cell: (a) => a.name },
    { header: t('signals_query'), cell: (a) => describeQuery(a.query, names) },
    { header: t('signals_webhook'), cell: (a) => webhookHost(a.webhook_url) },
    {
      header: t('signals_enabled'),
      className: 'nowrap',
      cell: (a) => (
        <label>
          <input type="checkbox" checked={a.enabled} disabled={off} onChange={() => onToggle(a)} aria-label={t('signals_enabledOf', [a.name])} />
          {` ${a.enabled ? t('signals_on') : t('signals_off')}`}
        </label>
      ),
    },
    { header: t('signals_lastFired'), kind: 'date', cell: (a) => when(a.last_fired_at) },
    { header: t('signals_deliveries'), kind: 'number', cell: (a) => formatNumber(a.deliveries) },
    {
      header: t('signals_actions'),
      className: 'actions',
      cell: (a) => (
        <>
          <button type="button" disabled={off} onClick={() => onEdit(a)} aria-label={t('signals_editOf', [a.name])}>
            {t('signals_edit')}
          </button>
          <button type="button" disabled={off} onClick={() => onTest(a)} aria-label={t('signals_sendTestOf', [a.name])}>
            {t('signals_sendTest')}
          </button>
          <button type="button" disabled={off} onClick={() => onDelete(a)} aria-label={t('signals_deleteOf', [a.name])}>
            {t('signals_delete')}
          </button>
          {tests[a.id]?.reached && (
            <p role="status" className="hint">
              {tests[a.id]!.text}
            </p>
          )}
          {tests[a.id]?.reached === false && (
            <ErrorNotice error={{ kind: 'network', message: tests[a.id]!.text }} title={t('signals_testNotDelivered')} onRetry={() => onTest(a)} cost={0} />
          )}
        </>
      ),
    },
  ];
  return <DataTable className="alerts-table" caption={t('signals_savedAlerts')} columns={columns} rows={alerts} rowKey={(a) => a.id} />;
}
