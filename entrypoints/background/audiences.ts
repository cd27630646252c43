// Audiences in the background: the alarm that replays queued audience changes while no page is open.
// Its context menu item is in context-menus.ts, with StackLens's other items.
import { browser } from 'wxt/browser';
import { SYNC_ALARM } from '@/lib/audiences/sync';
import type { Handlers } from '@/lib/messaging/background';

export function registerAudiences(handlers: Handlers) {
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === SYNC_ALARM) void handlers['audiences.sync']({}).catch(() => undefined);
  });
  // A worker (re)started with changes still queued tries them now (no request when the queue is empty).
  void handlers['audiences.sync']({}).catch(() => undefined);
}
