// What a Check found: unique domains, duplicates removed, rejected lines with why, and the priced
// Look up button (1 credit per unique domain: contract.md) when there is something to look up.
import type { Normalized } from '@/lib/domain/resolve';
import { t, tn } from '@/lib/i18n';
import { creditText, formatNumber } from '../format';

export const BATCH_MAX = 100;

export interface BatchCheckProps {
  result: Normalized;
  busy: boolean;
  onLookup(): void;
  /** This exact batch is in the cache and fresh: looking it up again is free. */
  cached?: boolean;
}

export function BatchCheck({ result, busy, onLookup, cached = false }: BatchCheckProps) {
  const count = result.domains.length;
  const tooMany = count > BATCH_MAX;
  return (
    <div className="batch-check" aria-label={t('companies_checkResult')} role="region">
      <p role="status">
        {tn('companies_uniqueDomains', count)} · {tn('companies_duplicatesRemoved', result.duplicates)}
        {result.rejected.length > 0 && ` · ${tn('companies_linesRejected', result.rejected.length)}`}
      </p>
      {result.rejected.length > 0 && (
        <ul className="batch-rejected" aria-label={t('companies_rejectedLines')}>
          {result.rejected.map((r, i) => (
            <li key={`${i}-${r.input}`}>
              <code>{r.input}</code>: {r.reason}
            </li>
          ))}
        </ul>
      )}
      {tooMany ? (
        <p role="alert" className="notice notice-warn">
          {t('companies_tooMany', [formatNumber(BATCH_MAX), formatNumber(count), formatNumber(count - BATCH_MAX)])}
        </p>
      ) : count > 0 ? (
        <button type="button" className="primary" disabled={busy} onClick={onLookup}>
          {tn('companies_lookUpCompanies', count, [cached ? t('companies_cachedFree') : creditText(count)])}
        </button>
      ) : (
        <p className="hint">{t('companies_noDomain')}</p>
      )}
    </div>
  );
}
