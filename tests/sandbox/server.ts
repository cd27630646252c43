// The sandbox server: a Hono app serving every catalog endpoint plus the /__sandbox admin API, and
// startSandbox() to run it on 127.0.0.1 (tests use port 0; `npm run sandbox` uses tests/sandbox/main.ts).
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { adminApp } from './admin';
import { startSignalFeed } from './alert-feed';
import { errorEnvelope } from './errors';
import { DroppedConnection } from './exchange';
import { SANDBOX_KEYS } from './keys';
import { registerCatalog } from './router';
import type { SandboxEnv } from './exchange';
import { resolveOptions, SandboxState, type SandboxOptions } from './state';

export type { SandboxOptions } from './state';
export { SANDBOX_KEYS, SANDBOX_KEY_SPECS, PLAN_LIMITS } from './keys';
export { verifySignature, signatureHeader } from './webhooks';

/** CORS for the extension's origins (chrome-extension://, moz-extension://) and any other. */
const corsPolicy = cors({
  origin: '*',
  allowMethods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
  allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
  exposeHeaders: ['X-Credits-Cost', 'X-Credits-Remaining', 'X-Export-Capped', 'X-Test-Mode', 'Retry-After', 'Idempotent-Replayed'],
  maxAge: 600,
});

export interface SandboxApp {
  app: Hono<SandboxEnv>;
  state: SandboxState;
}

/** The Hono app and its state, for `app.request()` in tests; nothing listens yet. */
export function createApp(opts: SandboxOptions = {}): SandboxApp {
  const state = new SandboxState(resolveOptions(opts));
  const app = new Hono<SandboxEnv>();
  app.use('*', corsPolicy);
  app.route('/__sandbox', adminApp(state));
  registerCatalog(app, state);
  app.notFound((c) => c.json(errorEnvelope(404, `No route ${c.req.method} ${c.req.path}`), 404));
  app.onError((e, c) => {
    if (e instanceof DroppedConnection) throw e;
    console.error('[sandbox]', e);
    return c.json(errorEnvelope(500, `Sandbox error: ${e.message}`), 500);
  });
  return { app, state };
}

export interface RunningSandbox {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:8787 */
  url: string;
  port: number;
  keys: typeof SANDBOX_KEYS;
  state: SandboxState;
  close(): Promise<void>;
}

export async function startSandbox(opts: SandboxOptions = {}): Promise<RunningSandbox> {
  const host = opts.host ?? '127.0.0.1';
  const { app, state } = createApp(opts);
  const stopFeed = state.options.signalIntervalMs > 0 ? startSignalFeed(state, state.options.signalIntervalMs) : () => undefined;
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: opts.port ?? 0, hostname: host }, () => resolve(s));
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}`,
    port,
    keys: SANDBOX_KEYS,
    state,
    close: async () => {
      stopFeed();
      state.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
    },
  };
}
