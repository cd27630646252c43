// The worker calls behind the "Save to audience" control (components/audiences/AddToAudience.tsx), in the popup and in Companies.
import type { AudienceActions } from '@/components/audiences/AddToAudience';
import { messenger } from '@/lib/messaging/client';

export const audienceActions: AudienceActions = {
  forDomain: (domain) => messenger.send('audiences.forDomain', { domain }),
  create: (name) => messenger.send('audiences.create', { name }),
  add: (id, domain) => messenger.send('audiences.addMembers', { id, lines: [domain] }),
  remove: async (id, domain) => {
    await messenger.send('audiences.removeMembers', { id, domains: [domain] });
  },
};
