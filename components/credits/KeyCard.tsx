// The API key as the account lists it (GET /v1/usage): prefix, name, plan, status and request
// totals for the period, with the way to rotate it.
import { formatNumber } from '../format';
import { Fact } from '../Fact';
import type { KeyRecord } from './types';
import { t } from '@/lib/i18n';
import { Sentence } from '../Sentence';
import { keyStatusLabel, planLabel } from '@/lib/display/api-values';
import { keyTypeLabel } from '@/lib/display/api-values-tables';

export interface KeyCardProps {
  /** null while the account's figures are missing: what this browser knows is shown instead. */
  record: KeyRecord | null;
  mode: 'live' | 'test' | null;
  last4: string | null;
  onRotate(): void;
}

export function KeyCard({ record, mode, last4, onRotate }: KeyCardProps) {
  const kind = mode ? keyTypeLabel(mode) : '—';
  return (
    <div className="key-card">
      <dl className="facts" aria-label={t('credits_apiKey')}>
        {record ? (
          <>
            <Fact term={t('credits_prefix')}>
              <code>{record.key_prefix}…</code>
            </Fact>
            <Fact term={t('credits_name')}>{record.name}</Fact>
            <Fact term={t('credits_plan')}>{planLabel(record.plan)}</Fact>
            <Fact term={t('credits_status')}>{keyStatusLabel(record.status)}</Fact>
            <Fact term={t('credits_requests')}>{formatNumber(record.usage.total_requests)}</Fact>
            <Fact term={t('credits_successful')}>{formatNumber(record.usage.successful_requests)}</Fact>
            <Fact term={t('credits_failed')}>{formatNumber(record.usage.failed_requests)}</Fact>
          </>
        ) : (
          <Fact term={t('credits_key')}>
            {last4 ? (
              <Sentence message={(mark) => t('credits_endingIn', [mark])}>
                <code>{last4}</code>
              </Sentence>
            ) : (
              '—'
            )}
          </Fact>
        )}
        <Fact term={t('credits_type')}>{kind}</Fact>
      </dl>
      {record && <p className="hint">{t('credits_requestTotalsHint')}</p>}
      <div className="row">
        <button type="button" className="danger" onClick={onRotate}>
          {t('credits_rotateKey')}
        </button>
      </div>
    </div>
  );
}
