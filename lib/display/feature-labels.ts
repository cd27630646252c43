// Display names of the catalog's features (lib/api/catalog.ts `Feature`), for spend tables, charts,
// filters, budget rows and the budget refusals the worker words. An unknown feature (a newer worker) is shown as it is named.
import type { Feature } from '@/lib/api/catalog';

export const FEATURE_LABELS: Record<Feature, string> = {
  lookup: 'Lookups',
  history: 'History',
  company: 'Company profiles',
  live_detection: 'Live detection',
  ai_extractor: 'AI extractor',
  technology: 'Technology data',
  market: 'Market data',
  companies: 'Company search',
  signals: 'Signals',
  exports: 'Exports',
  alerts: 'Alerts',
  audiences: 'Audiences',
  lead_lists: 'Lead lists',
  account: 'Account',
};

export function featureLabel(feature: string): string {
  return (FEATURE_LABELS as Record<string, string>)[feature] ?? feature;
}
