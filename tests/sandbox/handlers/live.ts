// Live detection (5 credits) and the AI extractor (10 credits): bodies from contract.md.
import type { HandlerGroup } from './types';

export const liveHandlers: HandlerGroup<'live.detect' | 'ai.extract'> = {
  'live.detect': ({ url, mode }, { state }) => ({ data: state.world.liveDetect(url, mode) }),
  'ai.extract': ({ domain, question }, { state }) => ({ data: state.world.aiExtract(domain, question) }),
};
