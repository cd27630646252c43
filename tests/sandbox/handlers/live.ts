// Live detection (5 credits) and the AI extractor (10 credits): bodies from contract.md.
import type { HandlerGroup } from './types';

export const liveHandlers: HandlerGroup<'live.detect' | 'ai.extract'> = {
  // A live detection is a crawl made now: stamped with the sandbox clock, not the dataset's date.
  'live.detect': ({ url, mode }, { state }) => ({ data: state.world.liveDetect(url, mode, state.clock.nowMs()) }),
  'ai.extract': ({ domain, question }, { state }) => ({ data: state.world.aiExtract(domain, question) }),
};
