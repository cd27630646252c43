// Alerts (free; contract.md): saved signal queries with a webhook, capped per plan, unique names,
// a signing secret shown once, and a test delivery on demand.
import type { SavedSignalQuery, SignalEvent } from '../../../lib/api/schemas';
import { payloadFor } from '../alert-feed';
import { conflict, forbidden, invalid } from '../errors';
import { PLAN_LIMITS, randomAlphanumeric } from '../keys';
import type { SandboxState } from '../state';
import type { HandlerGroup } from './types';
import { owned, requireTech, toSummary } from './shared';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

/** https:// only; the sandbox also accepts http://127.0.0.1 and http://localhost (contract.md). */
export function checkWebhookUrl(raw: string): void {
  const url = new URL(raw);
  if (url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname))) return;
  throw invalid('webhook_url must be an https:// URL (the sandbox also accepts http://127.0.0.1 and http://localhost)');
}

export function checkSignalQuery(state: SandboxState, q: SavedSignalQuery, param: string): void {
  if (!state.world.techById(q.technology)) throw invalid(`${param}.technology: no technology with id ${q.technology}`);
  if ((q.type === 'switch' || q.type === 'gap') && q.other_technology == null) {
    throw invalid(`${param}.other_technology is required for ${q.type} signals`);
  }
  if (q.other_technology != null && !state.world.techById(q.other_technology)) {
    throw invalid(`${param}.other_technology: no technology with id ${q.other_technology}`);
  }
}

function checkUniqueName(state: SandboxState, accountId: string, name: string, exceptId?: string): void {
  const taken = [...state.alerts.values()].some(
    (a) => a.accountId === accountId && a.alert.id !== exceptId && a.alert.name.toLowerCase() === name.toLowerCase(),
  );
  if (taken) throw conflict(`An alert named "${name}" already exists`);
}

type Ids = 'alerts.list' | 'alerts.create' | 'alerts.get' | 'alerts.update' | 'alerts.delete' | 'alerts.test';

export const alertHandlers: HandlerGroup<Ids> = {
  'alerts.list': (_p, { state, account }) => ({
    data: { alerts: [...state.alerts.values()].filter((a) => a.accountId === account.id).map((a) => a.alert) },
  }),
  'alerts.create': (p, { state, account, now }) => {
    checkWebhookUrl(p.webhook_url);
    checkSignalQuery(state, p.query, 'query');
    const cap = PLAN_LIMITS[account.plan].alerts;
    const count = [...state.alerts.values()].filter((a) => a.accountId === account.id).length;
    if (count >= cap) throw forbidden(`Alert limit reached: the ${account.plan} plan allows ${cap} saved alerts`);
    checkUniqueName(state, account.id, p.name);
    const at = now.toISOString();
    const alert = {
      id: state.nextId('alrt'),
      name: p.name,
      query: p.query,
      webhook_url: p.webhook_url,
      enabled: p.enabled ?? true,
      created_at: at,
      updated_at: at,
      last_fired_at: null,
      deliveries: 0,
    };
    const secret = `whsec_${randomAlphanumeric(32)}`;
    state.alerts.set(alert.id, { alert, accountId: account.id, secret, pending: [], flushing: false });
    return { data: { alert, signing_secret: secret } };
  },
  'alerts.get': (p, { state, account }) => ({ data: { alert: owned(state.alerts, p.id ?? '', account.id, 'alert').alert } }),
  'alerts.update': (p, { state, account, now }) => {
    const a = owned(state.alerts, p.id, account.id, 'alert');
    if (p.webhook_url !== undefined) checkWebhookUrl(p.webhook_url);
    if (p.query !== undefined) checkSignalQuery(state, p.query, 'query');
    if (p.name !== undefined) checkUniqueName(state, account.id, p.name, a.alert.id);
    Object.assign(a.alert, {
      ...(p.name !== undefined ? { name: p.name } : {}),
      ...(p.query !== undefined ? { query: p.query } : {}),
      ...(p.webhook_url !== undefined ? { webhook_url: p.webhook_url } : {}),
      ...(p.enabled !== undefined ? { enabled: p.enabled } : {}),
      updated_at: now.toISOString(),
    });
    return { data: { alert: a.alert } };
  },
  'alerts.delete': (p, { state, account }) => {
    const a = owned(state.alerts, p.id ?? '', account.id, 'alert');
    state.alerts.delete(a.alert.id);
    return { data: { deleted: true } };
  },
  'alerts.test': async (p, { state, account, now }) => {
    const a = owned(state.alerts, p.id ?? '', account.id, 'alert');
    const q = a.alert.query;
    // A sample built here, not through world.makeEvent, so a test delivery never shows up in signal queries.
    const tech = requireTech(state.world, q.technology, 'technology');
    const other = q.other_technology != null ? requireTech(state.world, q.other_technology, 'other_technology') : null;
    const sample: SignalEvent = {
      id: `sig_test_${a.alert.id}_${now.getTime()}`,
      type: q.type,
      domain: 'example.com',
      technology: toSummary(tech),
      other_technology: other ? toSummary(other) : null,
      occurred_at: now.toISOString(),
      company: null,
    };
    const payload = payloadFor(a.alert.id, 'alert.test', sample, now.toISOString());
    const delivery = await state.webhooks.track(state.webhooks.send(a.alert.webhook_url, a.secret, payload));
    return { data: { delivery } };
  },
};
