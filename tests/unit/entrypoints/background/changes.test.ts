// The worker's change pushes: a committed write to a table an open page shows tells the pages which
// topic changed; starting reads nothing (no table is counted at every worker start) and pushes nothing.
import { describe, expect, it, vi } from 'vitest';
import type { TrackedJobRow } from '@/lib/db/database';
import { CHANGES_CHANNEL } from '@/lib/messaging/changes';
import { freshDb } from '../../lib/support/fake-api';

const sent: unknown[] = [];
vi.mock('wxt/browser', () => ({
  browser: { runtime: { sendMessage: vi.fn(async (message: unknown) => void sent.push(message)) } },
}));

const { ledgerChangeHooks, registerChangePushes } = await import('@/entrypoints/background/changes');

/** The topics pushed since the last call, once the writes' events have run. */
async function pushed(): Promise<unknown[]> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return sent.splice(0).map((m) => (m as { channel: string; topic: string }).channel === CHANGES_CHANNEL && (m as { topic: string }).topic);
}

describe('registerChangePushes', () => {
  it('pushes the topic of each committed write to the tables pages show, and nothing for other tables or at start', async () => {
    const db = freshDb();
    // Created: Dexie reports every table as changed once, when it creates the database (first install).
    await db.open();
    await pushed();
    const read = vi.spyOn(db.audienceMembers, 'count');
    registerChangePushes(db);
    expect(await pushed()).toEqual([]);
    expect(read).not.toHaveBeenCalled();

    await db.audienceMembers.add({ audienceId: 'a1', domain: 'example.com', addedAt: 1, lastScannedAt: null, scanKey: 0 });
    expect(await pushed()).toEqual(['audiences']);
    await db.audienceOps.add({
      audienceId: 'a1',
      type: 'add',
      domains: ['example.com'],
      idempotencyKey: 'k',
      attempts: 0,
      lastError: null,
      createdAt: 1,
    } as never);
    expect(await pushed()).toEqual(['audiences']);
    await db.jobs.put({ key: 'lead_list:1', kind: 'lead_list', remoteId: '1', status: 'running' } as TrackedJobRow);
    expect(await pushed()).toEqual(['jobs']);
    // Every call, free ones too, writes the ledger: that alone tells no page anything.
    await db.ledger.add({
      at: 1,
      endpoint: 'account.credits',
      feature: 'account',
      params: '',
      status: 200,
      credits: 0,
      durationMs: 1,
      mode: 'live',
      cached: false,
      state: 'settled',
    });
    await db.kv.put({ key: 'settings', value: {} });
    await db.cache.clear();
    expect(await pushed()).toEqual([]);
  });

  it('tells nothing about another database', async () => {
    const db = freshDb();
    registerChangePushes(db);
    await freshDb().jobs.put({ key: 'lead_list:2', kind: 'lead_list', remoteId: '2', status: 'running' } as TrackedJobRow);
    expect(await pushed()).toEqual([]);
  });

  it('tells the pages the ledger changed when a reconciliation settled possibly billed calls', async () => {
    await ledgerChangeHooks.afterReconcile!({ settled: 1, credits: 5, waiting: 0, resent: 0, rechecking: 0 });
    expect(await pushed()).toEqual(['ledger']);
  });
});
