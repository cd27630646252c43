// The API key as the account lists it (GET /v1/usage): prefix, name, plan, status and request
// totals for the period, with the way to rotate it.
import type { ReactNode } from 'react';
import { formatNumber } from '../format';
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
            <Fact term="Prefix" value={<code>{record.key_prefix}…</code>} />
            <Fact term="Name" value={record.name} />
            <Fact term="Plan" value={capitalise(record.plan)} />
            <Fact term="Status" value={capitalise(record.status)} />
            <Fact term="Requests" value={formatNumber(record.usage.total_requests)} />
            <Fact term="Successful" value={formatNumber(record.usage.successful_requests)} />
            <Fact term="Failed" value={formatNumber(record.usage.failed_requests)} />
          </>
        ) : (
          <Fact
            term="Key"
            value={
              last4 ? (
                <>
                  ending in <code>{last4}</code>
                </>
              ) : (
                '—'
              )
            }
          />
        )}
        <Fact term="Type" value={kind} />
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

function Fact({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
