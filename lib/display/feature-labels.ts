// Display names of the catalog's features (lib/api/catalog.ts `Feature`), for spend tables, charts,
// filters, budget rows and the budget refusals the worker words, in the UI language. An unknown
// feature (a newer worker) is shown as it is named.
import type { Feature } from '@/lib/api/catalog';
import { t } from '@/lib/i18n';

const FEATURE_LABELS = {
  lookup: () => t('credits_featureLookup'),
  history: () => t('credits_featureHistory'),
  company: () => t('credits_featureCompany'),
  live_detection: () => t('credits_featureLiveDetection'),
  ai_extractor: () => t('credits_featureAiExtractor'),
  technology: () => t('credits_featureTechnology'),
  market: () => t('credits_featureMarket'),
  companies: () => t('credits_featureCompanies'),
  signals: () => t('credits_featureSignals'),
  exports: () => t('credits_featureExports'),
  alerts: () => t('credits_featureAlerts'),
  audiences: () => t('credits_featureAudiences'),
  lead_lists: () => t('credits_featureLeadLists'),
  account: () => t('credits_featureAccount'),
} satisfies Record<Feature, () => string>;

export function featureLabel(feature: string): string {
  return (FEATURE_LABELS as Record<string, () => string>)[feature]?.() ?? feature;
}
