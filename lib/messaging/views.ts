// Views shared by the protocol and its feature modules: a leaf module, so a feature's outputs can name
// them without importing the protocol that gathers those outputs.
import type { EndpointId, ResponseData } from '@/lib/api/catalog';

/** A metered call's answer as a page sees it: the data, where it came from and what it cost. */
export interface CallResultView<E extends EndpointId = EndpointId> {
  data: ResponseData<E>;
  source: 'network' | 'cache' | 'stale-cache';
  storedAt: number;
  credits: number;
  capped?: boolean;
}
