// A price in words, shared by the UI and the worker's own texts (the omnibox's suggestions).
import { t, tn } from '@/lib/i18n';

/** "free", "1 credit", "5 credits": every paid button states its price. */
export function creditText(cost: number): string {
  return cost === 0 ? t('common_free') : tn('common_credits', cost);
}
