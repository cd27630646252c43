// The share of this month's credits used, as an accessible progress bar.
import { useId } from 'react';
import { formatNumber } from '@/lib/display/format';
import { t, tn } from '@/lib/i18n';

/** "85%"; a few credits spent round down to 0%, so say "Under 1%" rather than claim none were used. */
export function formatUsed(percent: number, used: number): string {
  return percent === 0 && used > 0 ? t('credits_underOnePercent') : t('credits_percent', [formatNumber(percent)]);
}

export function CreditMeter({ percent, used, limit }: { percent: number; used: number; limit: number }) {
  const labelId = useId();
  const level = percent >= 100 ? 'out' : percent >= 80 ? 'high' : 'ok';
  const shown = formatUsed(percent, used);
  return (
    <div className="credit-meter">
      <div className="credit-meter-label">
        <span id={labelId}>{t('credits_usedThisMonth')}</span>
        <span>{t('credits_meterShown', [shown, formatNumber(used), formatNumber(limit)])}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={tn('credits_meterValue', limit, [shown, formatNumber(used)])}
        className={`credit-meter-track credit-meter-${level}`}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
