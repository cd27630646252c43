// Worker handlers of the local feature's protocol messages (lib/messaging/features/local.ts).
import type { localInputs } from '@/lib/messaging/features/local';
import type { FeatureDeps, FeatureHandlers } from './types';

export function createLocalHandlers(_deps: FeatureDeps): FeatureHandlers<keyof typeof localInputs> {
  return {};
}
