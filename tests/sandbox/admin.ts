// The admin API under /__sandbox/ (no auth, plain JSON, not in the ledger): reset, faults, balances,
// rate limits, credit headers, clock, signal events and read-outs of the ledger, deliveries and state.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { PLANS, SIGNAL_TYPES, domainName, positiveId } from '../../lib/api/schemas';
import { describeIssue } from '../../lib/api/request';
import { endpointIds, type EndpointId } from '../../lib/api/catalog';
import { emitSignal } from './alert-feed';
import type { SandboxEnv } from './exchange';
import type { SandboxState } from './state';

const count = z.coerce.number().int().min(1).max(10_000).default(1);
// For faults on answers, count 0 ends the fault: a browser silently repeats a request whose socket
// closed and a page polls on its own, so a test may set a high count, then end it.
const faultCount = z.coerce.number().int().min(0).max(10_000).default(1);
const schemas = {
  latency: z.object({ ms: z.coerce.number().int().min(0).max(60_000) }),
  fail: z.object({
    count,
    status: z.literal([500, 502, 503, 504, 429, 402], { error: 'status must be one of 500, 502, 503, 504, 429, 402' }),
    retry_after: z.coerce.number().int().min(0).max(3600).default(1),
  }),
  drop: z.object({ count }),
  malformed: z.object({ count, kind: z.enum(['schema', 'json']).default('schema') }),
  failJob: z.object({ count }),
  slow: z.object({ count: faultCount, endpoint: z.string().optional(), ms: z.coerce.number().int().min(1).max(120_000) }),
  answerFault: z.object({
    count: faultCount,
    endpoint: z.enum(endpointIds as [EndpointId, ...EndpointId[]], { error: 'endpoint must be an endpoint id of lib/api/catalog.ts' }).nullish(),
  }),
  huge: z.object({
    count: faultCount,
    endpoint: z.enum(endpointIds as [EndpointId, ...EndpointId[]], { error: 'endpoint must be an endpoint id of lib/api/catalog.ts' }).nullish(),
    bytes: z.coerce.number().int().min(1).max(100_000_000).default(6_000_000),
    stream: z.boolean().default(false),
  }),
  headers: z.object({ credits: z.boolean() }),
  balance: z
    .object({
      plan: z.enum(PLANS).optional(),
      key_id: z.string().optional(),
      account_id: z.string().optional(),
      balance: z.coerce.number().int().min(0),
    })
    .refine((b) => [b.plan, b.key_id, b.account_id].filter(Boolean).length === 1, { error: 'give exactly one of plan, key_id, account_id', path: ['plan'] }),
  rateLimits: z.object({ enabled: z.boolean(), per_minute: z.coerce.number().int().min(1).max(100_000).nullish() }),
  emit: z.object({
    type: z.enum(SIGNAL_TYPES),
    technology: positiveId('technology'),
    other_technology: positiveId('other_technology').optional(),
    domain: domainName.optional(),
  }),
  jobs: z
    .object({ paused: z.boolean({ error: 'paused must be true or false' }).optional(), step: z.coerce.number().int().min(1).max(1000).optional() })
    .refine((b) => b.paused !== undefined || b.step !== undefined, { error: 'give paused (true or false), step (1 to 1000 ticks), or both', path: ['paused'] }),
  clock: z.object({
    advance_ms: z.coerce
      .number()
      .int()
      .min(0)
      .max(10 * 365 * 86_400_000),
  }),
};

class AdminInputError extends Error {}

async function input<T extends z.ZodType>(c: Context<SandboxEnv>, schema: T): Promise<z.output<T>> {
  let body: unknown = {};
  const text = await c.req.text();
  try {
    if (text.trim()) body = JSON.parse(text);
  } catch {
    throw new AdminInputError('the request body must be valid JSON');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AdminInputError(describeIssue(parsed.error).message);
  return parsed.data;
}

export function summary(state: SandboxState) {
  return {
    seed: state.options.seed,
    now: state.clock.now().toISOString(),
    accounts: [...state.accounts.accounts.values()].map((a) => ({
      ...a,
      keys: state.accounts.keysOf(a.id).map((k) => ({ id: k.id, name: k.name, status: k.status })),
    })),
    counts: {
      ledger_entries: state.ledger.entries.length,
      audiences: state.audiences.size,
      alerts: state.alerts.size,
      lead_lists: state.leadLists.size,
      jobs: state.jobs.size,
      emitted_events: state.emitted.length,
      idempotency_keys: state.idempotency.size,
      webhook_attempts: state.webhooks.attempts.length,
    },
    faults: state.faults.summary(),
    credit_headers: state.creditHeaders,
    rate_limits: { enabled: state.limiter.enabled, per_minute: state.limiter.perMinute },
    jobs: { paused: state.runner.isPaused, active: state.runner.activeCount() },
  };
}

export function adminApp(state: SandboxState): Hono<SandboxEnv> {
  const admin = new Hono<SandboxEnv>();
  admin.onError((e, c) => {
    if (e instanceof AdminInputError) return c.json({ error: { code: 'VALIDATION_ERROR', message: e.message } }, 400);
    return c.json({ error: { code: 'INTERNAL_ERROR', message: e instanceof Error ? e.message : String(e) } }, 500);
  });

  admin.post('/reset', (c) => {
    state.reset();
    return c.json({ reset: true });
  });
  admin.post('/latency', async (c) => {
    state.faults.latencyMs = (await input(c, schemas.latency)).ms;
    return c.json(state.faults.summary());
  });
  admin.post('/fail', async (c) => {
    const b = await input(c, schemas.fail);
    state.faults.fail = { count: b.count, status: b.status, retryAfter: b.retry_after };
    return c.json(state.faults.summary());
  });
  admin.post('/drop', async (c) => {
    state.faults.drop = (await input(c, schemas.drop)).count;
    return c.json(state.faults.summary());
  });
  admin.post('/malformed', async (c) => {
    state.faults.malformed = await input(c, schemas.malformed);
    return c.json(state.faults.summary());
  });
  // The answer faults: the next `count` answers (of `endpoint`, or any) drift, are unreadable or are lost.
  for (const fault of ['drift', 'unreadable', 'lose'] as const) {
    admin.post(`/${fault}`, async (c) => {
      const b = await input(c, schemas.answerFault);
      state.faults[fault] = { count: b.count, endpoint: b.endpoint ?? null };
      return c.json(state.faults.summary());
    });
  }
  admin.post('/huge', async (c) => {
    const b = await input(c, schemas.huge);
    state.faults.huge = { count: b.count, endpoint: b.endpoint ?? null, bytes: b.bytes, stream: b.stream };
    return c.json(state.faults.summary());
  });
  admin.post('/slow', async (c) => {
    const b = await input(c, schemas.slow);
    state.faults.slow = { count: b.count, endpoint: b.endpoint ?? null, ms: b.ms };
    return c.json(state.faults.summary());
  });
  admin.post('/fail-next-job', async (c) => {
    state.faults.failJobs = (await input(c, schemas.failJob)).count;
    return c.json(state.faults.summary());
  });
  // Deterministic job progress: pause the tick timer, then step it by hand (paused first, then step).
  admin.post('/jobs', async (c) => {
    const b = await input(c, schemas.jobs);
    if (b.paused !== undefined) state.runner.setPaused(b.paused);
    if (b.step !== undefined) state.runner.step(b.step);
    return c.json({ paused: state.runner.isPaused, active: state.runner.activeCount() });
  });
  admin.get('/ledger', (c) => {
    const accountId = c.req.query('account_id');
    const keyId = c.req.query('key_id');
    const entries = state.ledger.select({ ...(accountId ? { accountId } : {}), ...(keyId ? { keyId } : {}) });
    return c.json({ entries, total_credits: state.ledger.totalCredits(entries) });
  });
  admin.post('/headers', async (c) => {
    state.creditHeaders = (await input(c, schemas.headers)).credits;
    return c.json({ credits: state.creditHeaders });
  });
  admin.post('/balance', async (c) => {
    const b = await input(c, schemas.balance);
    const accountId = b.plan ? state.accounts.accountOfPlan(b.plan).id : b.key_id ? state.accounts.byId(b.key_id)?.accountId : b.account_id;
    const account = accountId ? state.accounts.accounts.get(accountId) : undefined;
    if (!account) return c.json({ error: { code: 'NOT_FOUND', message: 'no such key or account' } }, 404);
    account.balance = b.balance;
    return c.json({ account_id: account.id, plan: account.plan, balance: account.balance });
  });
  admin.post('/rate-limits', async (c) => {
    const b = await input(c, schemas.rateLimits);
    state.limiter.enabled = b.enabled;
    if (b.per_minute !== undefined) state.limiter.perMinute = b.per_minute;
    state.limiter.clear();
    return c.json({ enabled: state.limiter.enabled, per_minute: state.limiter.perMinute });
  });
  admin.post('/signals/emit', async (c) => {
    const b = await input(c, schemas.emit);
    for (const t of [b.technology, b.other_technology]) {
      if (t !== undefined && !state.world.techById(t)) return c.json({ error: { code: 'NOT_FOUND', message: `No technology with id ${t}` } }, 404);
    }
    const { event, alerts } = emitSignal(state, {
      type: b.type,
      technology: b.technology,
      ...(b.other_technology !== undefined ? { other_technology: b.other_technology } : {}),
      ...(b.domain !== undefined ? { domain: b.domain } : {}),
    });
    return c.json({ event, alerts });
  });
  admin.post('/clock', async (c) => {
    state.clock.advance((await input(c, schemas.clock)).advance_ms);
    return c.json({ now: state.clock.now().toISOString() });
  });
  admin.get('/deliveries', (c) => c.json({ attempts: state.webhooks.attempts }));
  admin.get('/state', (c) => c.json(summary(state)));
  return admin;
}
