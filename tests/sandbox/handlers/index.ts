// The one handler per catalog endpoint: typed over EndpointId, so an endpoint added to the catalog
// without a handler does not compile.
import { accountHandlers } from './account';
import { alertHandlers } from './alerts';
import { audienceHandlers } from './audiences';
import { companyHandlers } from './company';
import { domainHandlers } from './domain';
import { jobHandlers } from './jobs';
import { leadListHandlers } from './lead-lists';
import { liveHandlers } from './live';
import { signalHandlers } from './signals';
import { technologyHandlers } from './technology';
import type { HandlerMap } from './types';

export const handlers: HandlerMap = {
  ...domainHandlers,
  ...technologyHandlers,
  ...companyHandlers,
  ...liveHandlers,
  ...accountHandlers,
  ...signalHandlers,
  ...alertHandlers,
  ...audienceHandlers,
  ...jobHandlers,
  ...leadListHandlers,
};

export type { Handler, HandlerContext, HandlerMap, HandlerResult } from './types';
