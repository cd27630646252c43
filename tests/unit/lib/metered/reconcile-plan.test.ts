// The pure decisions of reconciliation, by table (lib/metered/reconcile-plan.ts).
import { describe, expect, it } from 'vitest';
import { lostAnswerCeiling, shareCharge, USAGE_CATCH_UP_MS, type OpenRow } from '@/lib/metered/reconcile-plan';
import { accountAtUpgrade, accountOfWrite, isAccountRow, UNRECORDED_ACCOUNT } from '@/lib/db/ledger-account';

const NOW = 1_000_000_000;
const open = (id: number, over: Partial<OpenRow> = {}): OpenRow => ({ id, at: NOW - 60 * 60_000 + id, estimate: 1, recheck: false, ...over });

describe('lostAnswerCeiling', () => {
  it.each([
    ['a paid GET (no Idempotency-Key): the browser may have sent it twice', 1, false, 2],
    ['a capped export of 50 rows without a key', 50, false, 100],
    ['a POST with an Idempotency-Key: a repeat charges nothing again', 5, true, 5],
  ])('%s', (_, estimate, idempotent, ceiling) => expect(lostAnswerCeiling(estimate, idempotent)).toBe(ceiling));
});

describe('shareCharge', () => {
  it.each([
    ['nothing beyond what is settled: the row costs nothing', 3, 3, [open(1)], [{ id: 1, credits: 0, resent: false, recheckAt: null }]],
    [
      'the charge goes oldest first, each at most its estimate',
      2,
      0,
      [open(2), open(1)],
      [
        { id: 1, credits: 1 },
        { id: 2, credits: 1 },
      ],
    ],
    ['a resend: more than one estimate, up to the ceiling, and said', 2, 0, [open(1, { ceiling: 2 })], [{ id: 1, credits: 2, resent: true }]],
    ['never beyond the ceiling', 9, 0, [open(1, { ceiling: 2 })], [{ id: 1, credits: 2 }]],
    ['a settled total above the server figure gives nothing', 1, 4, [open(1)], [{ id: 1, credits: 0 }]],
  ] as const)('%s', (_, server, settled, rows, expected) => expect(shareCharge(server, settled, rows, NOW)).toMatchObject(expected));

  it.each([
    ['settled at 0 soon after its call: checked again once the report caught up', { at: NOW - 3 * 60_000 }, 0, NOW - 3 * 60_000 + USAGE_CATCH_UP_MS],
    ['settled below its ceiling soon after: checked again', { at: NOW - 3 * 60_000, ceiling: 2 }, 1, NOW - 3 * 60_000 + USAGE_CATCH_UP_MS],
    ['settled at its ceiling: final', { at: NOW - 3 * 60_000 }, 1, null],
    ['settled at 0 long after its call: the report had caught up, final', { at: NOW - USAGE_CATCH_UP_MS }, 0, null],
    ['a re-check is the last one: final whatever it finds', { at: NOW - 3 * 60_000, recheck: true }, 0, null],
  ] as const)('%s', (_, over, server, recheckAt) => expect(shareCharge(server, 0, [open(1, over)], NOW)[0]!.recheckAt).toBe(recheckAt));
});

describe('ledger accounts', () => {
  it.each([
    ['the data account at the upgrade', { dataAccount: 'a', apiKeyAccount: 'b' }, 'a'],
    ['else the stored key’s account', { apiKeyAccount: 'b' }, 'b'],
    ['else the fallback', {}, UNRECORDED_ACCOUNT],
  ])('old rows get %s', (_, kv, account) => expect(accountAtUpgrade(new Map(Object.entries(kv)))).toBe(account));

  it.each([
    ['acct-a', 'acct-a'],
    [undefined, UNRECORDED_ACCOUNT],
    ['', UNRECORDED_ACCOUNT],
  ])('a row written with %s stored names %s', (stored, account) => expect(accountOfWrite(stored)).toBe(account));

  it.each([
    [{ account: 'a' }, 'a', true],
    [{ account: 'b' }, 'a', false],
    [{ account: UNRECORDED_ACCOUNT }, 'a', true],
    [{}, 'a', true],
  ])('row %o counts as account %s’s: %s', (row, account, own) => expect(isAccountRow(row, account)).toBe(own));
});
