// What a Check found: unique domains, duplicates removed, rejected lines with why, and the priced
// Look up button (1 credit per unique domain: contract.md) when there is something to look up.
import type { Normalized } from '@/lib/domain/resolve';
import { creditText, formatNumber } from '../format';

export const BATCH_MAX = 100;

export interface BatchCheckProps {
  result: Normalized;
  busy: boolean;
  onLookup(): void;
  /** This exact batch is in the cache and fresh: looking it up again is free. */
  cached?: boolean;
}

const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

export function BatchCheck({ result, busy, onLookup, cached = false }: BatchCheckProps) {
  const count = result.domains.length;
  const tooMany = count > BATCH_MAX;
  return (
    <div className="batch-check" aria-label="Check result" role="region">
      <p role="status">
        {plural(count, 'unique domain', 'unique domains')} · {plural(result.duplicates, 'duplicate', 'duplicates')} removed
        {result.rejected.length > 0 && ` · ${plural(result.rejected.length, 'line', 'lines')} rejected`}
      </p>
      {result.rejected.length > 0 && (
        <ul className="batch-rejected" aria-label="Rejected lines">
          {result.rejected.map((r, i) => (
            <li key={`${i}-${r.input}`}>
              <code>{r.input}</code>: {r.reason}
            </li>
          ))}
        </ul>
      )}
      {tooMany ? (
        <p role="alert" className="notice notice-warn">
          A batch lookup takes at most {BATCH_MAX} unique domains; this list has {formatNumber(count)}. Remove {formatNumber(count - BATCH_MAX)} and check
          again.
        </p>
      ) : count > 0 ? (
        <button type="button" className="primary" disabled={busy} onClick={onLookup}>
          Look up {plural(count, 'company', 'companies')} · {cached ? 'cached · free' : creditText(count)}
        </button>
      ) : (
        <p className="hint">No domain to look up.</p>
      )}
    </div>
  );
}
