// Worker handlers of the leadlists feature's protocol messages (lib/messaging/features/leadlists.ts).
import type { leadListInputs } from '@/lib/messaging/features/leadlists';
import type { FeatureDeps, FeatureHandlers } from './types';

export function createLeadListHandlers(_deps: FeatureDeps): FeatureHandlers<keyof typeof leadListInputs> {
  return {};
}
