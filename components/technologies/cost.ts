// The price a paid button states: its credits, or "free (cached)" when a fresh cached answer will be
// shown instead of a new request (cached answers cost nothing).
import { t } from '@/lib/i18n';
import { creditText } from '../format';

export function costLabel(cost: number, cached: boolean): string {
  return cached ? t('technologies_freeCached') : creditText(cost);
}
