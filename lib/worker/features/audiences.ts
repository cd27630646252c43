// Worker handlers of the audiences feature's protocol messages (lib/messaging/features/audiences.ts).
import type { audienceInputs } from '@/lib/messaging/features/audiences';
import type { FeatureDeps, FeatureHandlers } from './types';

export function createAudienceHandlers(_deps: FeatureDeps): FeatureHandlers<keyof typeof audienceInputs> {
  return {};
}
