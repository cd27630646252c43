// An answer too large to show, against the real sandbox (issue 23): it is refused before it is parsed,
// whether it says its size (Content-Length) or not (a stream), the person is told what happened, what
// it cost and what to do, and a paid one is accounted like any billed answer: the worker's ledger
// equals the sandbox's charge ledger to the credit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatch } from '@/lib/messaging/background';
import { sandboxAdmin, sandboxCharges, sandboxWorker, startJobSandbox, type Sandbox } from '../support/job-sandbox';

let sandbox: Sandbox;
let tech: number;

beforeAll(async () => void ({ sandbox, tech } = await startJobSandbox()));
afterAll(() => sandbox.close());

const admin = (path: string, body?: unknown) => sandboxAdmin(sandbox, path, body);

const sandboxLedger = () => sandboxCharges(sandbox);

const worker = () => sandboxWorker(sandbox);

const COMPANY = { endpoint: 'company.get', params: { domain: 'stacklens-fixture-shop.com' } } as const;

describe('an answer too large to show', () => {
  it.each([
    ['says its size (refused by its Content-Length)', false],
    ['does not say its size (refused after 5 MB of the stream)', true],
  ])('that %s: a clear error, billed once, and the local ledger equals the server’s', async (_case, stream) => {
    const { handlers, localCredits } = await worker();
    await admin('huge', { count: 1, endpoint: 'company.get', bytes: 6_000_000, stream });
    const reply = await dispatch(handlers, 'api.call', COMPANY);
    expect(reply).toMatchObject({ ok: false, error: { kind: 'too_large', spent: 1, maxBytes: 5_000_000 } });
    expect(!reply.ok && reply.error.message).toMatch(/too large to show \(over 5 MB\).*billed 1 credit\b.*Ask for less/);
    const ledger = await sandboxLedger();
    expect(ledger.entries.filter((e) => e.path === '/v1/company/stacklens-fixture-shop.com').map((e) => e.credits)).toEqual([1]);
    expect(await localCredits()).toBe(1);
    expect(await localCredits()).toBe(ledger.total_credits);
    // The next answer is of a normal size: shown, and billed once more (nothing was kept to re-read).
    const next = await dispatch(handlers, 'api.call', COMPANY);
    expect(next).toMatchObject({ ok: true, data: { source: 'network', credits: 1 } });
    expect(await localCredits()).toBe((await sandboxLedger()).total_credits);
  });

  it('is read up to its endpoint’s own limit: a 6 MB export is shown (exports may reach 25 MB)', async () => {
    const { handlers, localCredits } = await worker();
    await admin('huge', { count: 1, endpoint: 'signals.export', bytes: 6_000_000 });
    const reply = await dispatch(handlers, 'api.call', { endpoint: 'signals.export', params: { type: 'adoption', technology: tech, max_rows: 5 } });
    expect(reply).toMatchObject({ ok: true, data: { source: 'network' } });
    expect(await localCredits()).toBe((await sandboxLedger()).total_credits);
  });
});
