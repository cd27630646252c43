// Serves every endpoint of lib/api/catalog.ts: the path, parameter schema, response schema, cost and
// billing all come from the catalog, so changing an endpoint there is all it takes for the sandbox to follow.
import type { Context, Hono } from 'hono';
import { endpointIds, endpoints, type EndpointDef, type EndpointId } from '../../lib/api/catalog';
import { describeIssue, toRoutePattern } from '../../lib/api/request';
import { authenticate, INVALID_KEY_MESSAGE, keyInQuery, QUERY_KEY_MESSAGE } from './auth';
import { driftEnums, malformedBody, paddedBody, streamed } from './faults';
import { handlers, type HandlerContext, type HandlerResult } from './handlers/index';
import { PLAN_LIMITS } from './keys';
import { Exchange, type SandboxEnv } from './exchange';
import { SandboxError, invalid, rateLimited } from './errors';
import type { SandboxState } from './state';

/** Literal segments before parameters, so `/v1/technology/name/info` is not read as `/v1/technology/{id}/info`. */
export function byRoutePriority(ids: readonly EndpointId[]): EndpointId[] {
  const kinds = (id: EndpointId) => endpoints[id].path.split('/').map((s) => (s.startsWith('{') ? 1 : 0));
  return [...ids].sort((a, b) => {
    const ka = kinds(a);
    const kb = kinds(b);
    for (let i = 0; i < Math.min(ka.length, kb.length); i++) {
      if (ka[i] !== kb[i]) return (ka[i] ?? 0) - (kb[i] ?? 0);
    }
    return 0;
  });
}

export function registerCatalog(app: Hono<SandboxEnv>, state: SandboxState): void {
  for (const id of byRoutePriority(endpointIds)) {
    const def = endpoints[id] as EndpointDef;
    app.on(def.method, toRoutePattern(def.path), (c) => serve(c, state, id));
  }
  app.all('/v1/*', (c) => serve(c, state, null));
}

async function readInput(c: Context<SandboxEnv>, def: EndpointDef): Promise<Record<string, unknown>> {
  const path = c.req.param() as Record<string, string>;
  if (def.method === 'GET' || def.method === 'DELETE') return { ...c.req.query(), ...path };
  const text = await c.req.text();
  let body: unknown = {};
  try {
    if (text.trim()) body = JSON.parse(text);
  } catch {
    throw invalid('the request body must be valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid('the request body must be a JSON object');
  // Path parameters win over a body field of the same name.
  return { ...(body as Record<string, unknown>), ...path };
}

async function serve(c: Context<SandboxEnv>, state: SandboxState, id: EndpointId | null): Promise<Response> {
  const auth = authenticate(state, c.req.header('authorization'));
  const ex = new Exchange(state, c, id, auth.key, auth.account);
  if (state.faults.latencyMs > 0) await new Promise((r) => setTimeout(r, state.faults.latencyMs));
  if (state.faults.takeDrop()) return ex.drop();
  const fail = state.faults.takeFail();
  if (fail) {
    const message = fail.status === 429 ? rateLimited(fail.retryAfter).message : `Sandbox fault: simulated HTTP ${fail.status}`;
    return ex.error(new SandboxError(fail.status, message, fail.status === 429 ? { 'Retry-After': String(fail.retryAfter) } : {}));
  }
  const malformed = state.faults.takeMalformed();
  if (malformed) return ex.raw(200, malformedBody(malformed).body);

  if (keyInQuery(new URL(c.req.url))) return ex.error(new SandboxError(401, QUERY_KEY_MESSAGE));
  if (!auth.ok) return ex.error(new SandboxError(401, INVALID_KEY_MESSAGE));
  if (!id) return ex.error(new SandboxError(404, `No endpoint ${c.req.method} ${c.req.path}`));
  const { key, account } = auth;
  const def = endpoints[id] as EndpointDef;
  const test = account.mode === 'test';

  const rate = state.limiter.hit(key.id, PLAN_LIMITS[account.plan].perMinute, state.clock.nowMs());
  if (!rate.ok) return ex.error(rateLimited(rate.retryAfter));
  if (account.restricted && def.feature !== 'account') {
    return ex.error(new SandboxError(403, 'This account is restricted: only the account endpoints are available'));
  }

  try {
    const parsed = def.params.safeParse(await readInput(c, def));
    if (!parsed.success) throw invalid(describeIssue(parsed.error).message);
    const params = parsed.data;

    const idemKey = def.method === 'POST' ? c.req.header('idempotency-key')?.trim() : undefined;
    if (idemKey) {
      const stored = state.idempotency.get(account.id, idemKey, state.clock.nowMs());
      if (stored && stored.endpoint !== id) throw new SandboxError(409, `Idempotency-Key ${idemKey} was already used for ${stored.endpoint}`);
      if (stored && state.faults.takeLose(id)) return ex.drop();
      if (stored) return ex.raw(stored.status, stored.body, { ...stored.headers, 'Idempotent-Replayed': 'true' });
    }

    const cost = def.cost(params);
    if (!test && def.billing === 'fixed' && cost > account.balance) {
      throw new SandboxError(402, `Insufficient credits: this request costs ${cost} credits and the balance is ${account.balance}`);
    }
    if (!test && def.billing === 'capped' && cost > 0 && account.balance < 1) {
      throw new SandboxError(402, `Insufficient credits: this export costs 1 credit a row and the balance is ${account.balance}`);
    }

    const ctx: HandlerContext = { state, account, key, test, now: state.clock.now(), req: c.req };
    const handler = handlers[id] as (p: unknown, ctx: HandlerContext) => HandlerResult<EndpointId> | Promise<HandlerResult<EndpointId>>;
    const result = await handler(params, ctx);
    const checked = def.response.safeParse(result.data);
    if (!checked.success) {
      throw new SandboxError(500, `Sandbox bug: the response of ${id} does not match the catalog schema (${describeIssue(checked.error).message})`);
    }
    const due = test || def.billing === 'deferred' ? 0 : def.billing === 'capped' ? (result.charge ?? 0) : (result.charge ?? cost);
    ex.credits = state.accounts.charge(account, due);
    const status = result.status ?? def.status;
    // Drifted and unreadable answers are billed like the real one: the vendor changed, the work was done.
    const data = state.faults.takeDrift(id) ? driftEnums(checked.data) : checked.data;
    const huge = state.faults.takeHuge(id);
    const body = state.faults.takeUnreadable(id) ? malformedBody('schema').body : huge ? paddedBody(data, huge.bytes) : JSON.stringify({ success: true, data });
    if (idemKey) state.idempotency.put(account.id, idemKey, { endpoint: id, status, body, headers: result.headers ?? {}, atMs: state.clock.nowMs() });
    // Faults after the work: it is done, billed and kept for an idempotent replay; only the answer suffers.
    if (state.faults.takeLose(id)) return ex.drop();
    const slowMs = state.faults.takeSlow(id);
    if (slowMs > 0) {
      const faults = state.faults; // a reset meanwhile starts a new count
      faults.holding += 1;
      await new Promise((r) => setTimeout(r, slowMs)).finally(() => (faults.holding -= 1));
    }
    return ex.raw(status, huge?.stream ? streamed(body) : body, result.headers);
  } catch (e) {
    if (e instanceof SandboxError) return ex.error(e);
    console.error(`[sandbox] ${id} failed:`, e);
    return ex.error(new SandboxError(500, `Sandbox error in ${id}: ${e instanceof Error ? e.message : String(e)}`));
  }
}
