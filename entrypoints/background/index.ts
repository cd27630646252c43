// The background service worker: the only holder of the API key. Wiring only, registered
// synchronously so a message that wakes the worker finds its listener.
// First: zod's CSP-safe setting, before any schema parses (lib/zod-config.ts).
import '@/lib/zod-config';
import { DEFAULT_API_BASE_URL } from '@/lib/config';
import { openDatabase } from '@/lib/db/database';
import { createHandlers } from '@/lib/worker/handlers';
import { hasDataConsent } from '@/lib/consent/consent';
import { registerInstallHandler } from './install';
import { registerMessaging } from './messages';
import { badgeHooks, registerBadge } from './badge';
import { registerJobs } from './jobs';
import { registerAudiences } from './audiences';
import { registerContextMenus } from './context-menus';
import { registerOmnibox } from './omnibox';
import { ledgerChangeHooks, registerChangePushes } from './changes';
import { registerRetention } from './retention';
import { browserJobPlatform } from '@/lib/worker/features/jobs';
import { audienceSyncHooks } from '@/lib/worker/features/audiences';

export default defineBackground(() => {
  const db = openDatabase();
  const handlers = createHandlers(
    // A paid request is sent only once the API's address answered: a refused connection charged nothing, and says so.
    { db, defaultBaseUrl: DEFAULT_API_BASE_URL, dataConsent: hasDataConsent, probeBeforePaid: true },
    [badgeHooks, audienceSyncHooks, ledgerChangeHooks],
  );
  registerMessaging(handlers);
  registerInstallHandler(db);
  registerBadge(handlers);
  registerJobs(db, handlers, browserJobPlatform);
  registerAudiences(handlers);
  registerContextMenus(handlers);
  registerOmnibox(handlers);
  registerChangePushes(db);
  registerRetention(db);
});
