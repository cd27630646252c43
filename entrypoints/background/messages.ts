// Wires the protocol's listener to runtime.onMessage. No onMessageExternal listener exists: other
// extensions and web pages can never reach the worker.
import { browser } from 'wxt/browser';
import { createMessageListener, type Handlers } from '@/lib/messaging/background';

export function registerMessaging(handlers: Handlers) {
  const listener = createMessageListener(handlers, {
    runtimeId: browser.runtime.id,
    extensionOrigin: browser.runtime.getURL('/').replace(/\/$/, ''),
  });
  browser.runtime.onMessage.addListener(listener as Parameters<typeof browser.runtime.onMessage.addListener>[0]);
}
