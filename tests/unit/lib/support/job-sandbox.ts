// The real sandbox as the job tests run it: no rate limits, the job timer ticking every 20 ms, and
// the id of a technology every world has (Google Analytics) for lead lists and recipes.
import { dispatch } from '@/lib/messaging/background';
import { listLedger } from '@/lib/metered/ledger';
import { createHandlers } from '@/lib/worker/handlers';
import { SANDBOX_KEYS } from '../../../sandbox/keys';
import { startSandbox } from '../../../sandbox/server';
import { freshDb } from './fake-api';

export type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

export async function startJobSandbox(): Promise<{ sandbox: Sandbox; tech: number }> {
  const sandbox = await startSandbox({ port: 0, rateLimits: false, jobTickMs: 20 });
  return { sandbox, tech: sandbox.state.world.techByName('Google Analytics')!.id };
}

/** An admin call to the sandbox (`reset`, `fail`, `lose`, `huge` …); fails the test when refused. */
export async function sandboxAdmin(sandbox: Sandbox, path: string, body: unknown = {}): Promise<void> {
  const res = await fetch(`${sandbox.url}/__sandbox/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`sandbox admin ${path}: ${res.status} ${await res.text()}`);
}

/** The sandbox's charge ledger: every charge the server made, to compare with the worker's. */
export async function sandboxCharges(sandbox: Sandbox): Promise<{ entries: { path: string; method: string; credits: number }[]; total_credits: number }> {
  return (await (await fetch(`${sandbox.url}/__sandbox/ledger`)).json()) as {
    entries: { path: string; method: string; credits: number }[];
    total_credits: number;
  };
}

/**
 * A fresh worker on the reset sandbox with the pro key saved and the balance read (so a fault set next
 * is not taken by the balance sync a paid call may make first), and the credits its own ledger holds.
 */
export async function sandboxWorker(sandbox: Sandbox) {
  await sandboxAdmin(sandbox, 'reset');
  const db = freshDb();
  const handlers = createHandlers({ db, defaultBaseUrl: sandbox.url, sleep: async () => {} });
  for (const [type, payload] of [
    ['keys.save', { key: SANDBOX_KEYS.pro }],
    ['credits.get', { sync: true }],
  ] as const) {
    const reply = (await dispatch(handlers, type, payload)) as { ok: boolean };
    if (!reply.ok) throw new Error(`${type}: ${JSON.stringify(reply)}`);
  }
  const localCredits = async () => (await listLedger(db, { limit: 1000 })).reduce((sum, r) => sum + r.credits, 0);
  return { db, handlers, localCredits };
}

/** A fetch that records every request's URL and the key it carried, then sends it. */
export function keyRecordingFetch(): { sent: { url: string; key: string }[]; fetch: typeof fetch } {
  const sent: { url: string; key: string }[] = [];
  const recording: typeof fetch = (input, init) => {
    const req = input instanceof Request ? input : new Request(input, init);
    sent.push({ url: req.url, key: (req.headers.get('authorization') ?? '').replace(/^Bearer /, '') });
    return fetch(input, init);
  };
  return { sent, fetch: recording };
}
