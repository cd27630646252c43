// The worker calls behind the audience controls: "Save to audience" (components/audiences/AddToAudience.tsx,
// in the popup and in Companies) and "Add all to audience" (components/audiences/AddAllToAudience.tsx, under
// result tables). The screens pass these to the components, which import no messaging.
import { messenger } from '@/lib/messaging/client';
import type { AddMembersResult, AudienceView } from '@/lib/messaging/features/audiences';

export interface AudienceChoice {
  id: string;
  name: string;
}

/** What "Save to audience" needs from the worker. */
export interface AudienceActions {
  forDomain(domain: string): Promise<{ audiences: AudienceChoice[]; containing: string[]; lastUsedId: string | null }>;
  create(name: string): Promise<AudienceChoice>;
  add(audienceId: string, domain: string): Promise<{ added: number }>;
  remove(audienceId: string, domain: string): Promise<void>;
}

export const audienceActions: AudienceActions = {
  forDomain: (domain) => messenger.send('audiences.forDomain', { domain }),
  create: (name) => messenger.send('audiences.create', { name }),
  add: (id, domain) => messenger.send('audiences.addMembers', { id, lines: [domain] }),
  remove: async (id, domain) => {
    await messenger.send('audiences.removeMembers', { id, domains: [domain] });
  },
};

/** What "Add all to audience" needs from the worker. */
export interface AudienceBulkActions {
  list(): Promise<{ audiences: AudienceView[]; lastUsedId: string | null }>;
  create(name: string): Promise<AudienceView>;
  addLines(audienceId: string, lines: string[]): Promise<AddMembersResult>;
}

export const audienceBulkActions: AudienceBulkActions = {
  list: () => messenger.send('audiences.list', {}),
  create: (name) => messenger.send('audiences.create', { name }),
  addLines: (id, lines) => messenger.send('audiences.addMembers', { id, lines }),
};
