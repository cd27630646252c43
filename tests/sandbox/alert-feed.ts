// New signal events over time (admin emit, or a timer in the CLI) and the alert deliveries they
// trigger: each enabled alert whose query matches queues the event and sends what it has not delivered.
import { createHash } from 'node:crypto';
import type { SavedSignalQuery, SignalEvent, SignalType } from '../../lib/api/schemas';
import { matchesQuery } from './signals';
import type { AlertState, SandboxState } from './state';
import type { WebhookPayload } from './webhooks';

/** At most this many undelivered events wait per alert (an unreachable receiver must not grow memory). */
const MAX_PENDING = 100;

export interface EmitInput {
  type: SignalType;
  technology: number;
  other_technology?: number;
  domain?: string;
}

/** The payload of one event; `id` is stable per alert and event, so a receiver can spot a resend. */
export function payloadFor(alertId: string, type: string, event: SignalEvent, createdAt: string): WebhookPayload {
  const id = `evt_${createHash('sha256').update(`${alertId}:${type}:${event.id}`).digest('hex').slice(0, 24)}`;
  return { id, type, created_at: createdAt, alert_id: alertId, data: event };
}

/** The sandbox saves only queries its strict parameter schema accepted. */
const savedQuery = (a: AlertState) => a.alert.query as SavedSignalQuery;

/** Makes the event, keeps it for signal queries and fires the matching enabled alerts. */
export function emitSignal(state: SandboxState, input: EmitInput): { event: SignalEvent; alerts: string[] } {
  const event = state.world.makeEvent({ ...input, at: state.clock.now() });
  state.emitted.push(event);
  const fired: string[] = [];
  for (const a of state.alerts.values()) {
    if (!a.alert.enabled || !matchesQuery(savedQuery(a), event)) continue;
    a.pending.push(event);
    if (a.pending.length > MAX_PENDING) a.pending.shift();
    fired.push(a.alert.id);
    void flushAlert(state, a);
  }
  return { event, alerts: fired };
}

/** Sends the alert's pending events in order; an event whose retries all fail waits for the next flush. */
export function flushAlert(state: SandboxState, a: AlertState): Promise<void> {
  if (a.flushing) return Promise.resolve();
  a.flushing = true;
  const run = async () => {
    try {
      for (let i = 0; i < MAX_PENDING && a.pending.length > 0; i++) {
        const event = a.pending[0]!;
        const payload = payloadFor(a.alert.id, `signal.${event.type}`, event, state.clock.now().toISOString());
        const ok = await state.webhooks.deliver(a.alert.webhook_url, a.secret, payload);
        if (!ok) return;
        a.pending.shift();
        a.alert.deliveries += 1;
        a.alert.last_fired_at = state.clock.now().toISOString();
      }
    } finally {
      a.flushing = false;
    }
  };
  return state.webhooks.track(run());
}

/** The CLI's feed: every interval, one event shaped after a random enabled alert (or a random technology). */
export function startSignalFeed(state: SandboxState, intervalMs: number): () => void {
  const types: SignalType[] = ['adoption', 'churn', 'switch', 'gap'];
  let n = 0;
  const timer = setInterval(() => {
    n += 1;
    const alerts = [...state.alerts.values()].filter((a) => a.alert.enabled);
    const pick = alerts[n % Math.max(1, alerts.length)];
    if (pick) {
      const q = savedQuery(pick);
      emitSignal(state, { type: q.type, technology: q.technology, ...(q.other_technology != null ? { other_technology: q.other_technology } : {}) });
      return;
    }
    const techs = state.world.technologies;
    const tech = techs[n % Math.max(1, techs.length)];
    const other = techs[(n * 7 + 3) % Math.max(1, techs.length)];
    const type = types[n % types.length]!;
    if (!tech || !other) return;
    emitSignal(state, { type, technology: tech.id, ...(type === 'switch' || type === 'gap' ? { other_technology: other.id } : {}) });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
