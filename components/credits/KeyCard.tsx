// The API key as the account lists it (GET /v1/usage): prefix, name, plan, status and request
// totals for the period, with the way to rotate it.
import { formatNumber } from '../format';
import { Fact } from '../Fact';
import type { KeyRecord } from './types';

export interface KeyCardProps {
  /** null while the account's figures are missing: what this browser knows is shown instead. */
  record: KeyRecord | null;
  mode: 'live' | 'test' | null;
  last4: string | null;
  onRotate(): void;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function KeyCard({ record, mode, last4, onRotate }: KeyCardProps) {
  const kind = mode === 'test' ? 'Test key (never charged)' : mode === 'live' ? 'Live key' : '—';
  return (
    <div className="key-card">
      <dl className="facts" aria-label="API key">
        {record ? (
          <>
            <Fact term="Prefix">
              <code>{record.key_prefix}…</code>
            </Fact>
            <Fact term="Name">{record.name}</Fact>
            <Fact term="Plan">{capitalise(record.plan)}</Fact>
            <Fact term="Status">{capitalise(record.status)}</Fact>
            <Fact term="Requests">{formatNumber(record.usage.total_requests)}</Fact>
            <Fact term="Successful">{formatNumber(record.usage.successful_requests)}</Fact>
            <Fact term="Failed">{formatNumber(record.usage.failed_requests)}</Fact>
          </>
        ) : (
          <Fact term="Key">
            {last4 ? (
              <>
                ending in <code>{last4}</code>
              </>
            ) : (
              '—'
            )}
          </Fact>
        )}
        <Fact term="Type">{kind}</Fact>
      </dl>
      {record && <p className="hint">Request totals cover the period chosen above.</p>}
      <div className="row">
        <button type="button" className="danger" onClick={onRotate}>
          Rotate key
        </button>
      </div>
    </div>
  );
}
