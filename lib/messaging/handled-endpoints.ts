// Endpoints a page may not call through `api.call` because a request of their own does more than the
// call: a lead list or audience job is tracked (and its deferred charge settled), an alert change is
// refused offline, checked and mirrored. Through `api.call` a list would be billed and never tracked.
import type { EndpointId } from '@/lib/api/catalog';

/** Each such endpoint and the request a page sends instead. */
export const OWN_REQUEST = {
  'leadLists.create': 'leadLists.create',
  'leadLists.delete': 'leadLists.delete',
  'audiences.create': 'audiences.createFromRecipe',
  'audiences.refresh': 'audiences.refreshStart',
  'alerts.list': 'alerts.list',
  'alerts.get': 'alerts.list',
  'alerts.create': 'alerts.create',
  'alerts.update': 'alerts.update',
  'alerts.delete': 'alerts.remove',
  'alerts.test': 'alerts.test',
} as const satisfies Partial<Record<EndpointId, string>>;

/** A request named above (protocol.ts checks each is one of its message types). */
export type OwnRequest = (typeof OWN_REQUEST)[keyof typeof OWN_REQUEST];

/** The request to send instead of `api.call` for `endpoint`, or null when api.call may reach it. */
export function ownRequest(endpoint: string): OwnRequest | null {
  return Object.hasOwn(OWN_REQUEST, endpoint) ? OWN_REQUEST[endpoint as keyof typeof OWN_REQUEST] : null;
}

export function ownRequestMessage(endpoint: string, request: OwnRequest): string {
  return `${endpoint} is not called through api.call: send the "${request}" request, which tracks and checks it`;
}
