// The ledger's retention (lib/metered/retention.ts): a daily alarm folds rows older than 13 months
// into monthly totals; the first run waits a minute after the worker starts, off the first messages.
import { browser } from 'wxt/browser';
import type { StackLensDB } from '@/lib/db/database';
import { foldLedger } from '@/lib/metered/retention';

export const FOLD_ALARM = 'stacklens-ledger-fold';
const DAY_MINUTES = 24 * 60;

export function registerRetention(db: StackLensDB, now: () => number = Date.now) {
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === FOLD_ALARM) void foldLedger(db, now()).catch(() => undefined);
  });
  void browser.alarms
    .get(FOLD_ALARM)
    .then((existing) => (existing ? undefined : browser.alarms.create(FOLD_ALARM, { delayInMinutes: 1, periodInMinutes: DAY_MINUTES })))
    .catch(() => undefined);
}
