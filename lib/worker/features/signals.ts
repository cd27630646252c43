// Worker handlers of the signals feature's protocol messages (lib/messaging/features/signals.ts).
import type { signalInputs } from '@/lib/messaging/features/signals';
import type { FeatureDeps, FeatureHandlers } from './types';

export function createSignalHandlers(_deps: FeatureDeps): FeatureHandlers<keyof typeof signalInputs> {
  return {};
}
