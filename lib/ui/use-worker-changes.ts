// Re-reads a page's view when the worker says it changed (lib/messaging/changes.ts): no timer. Only
// this extension's own worker and pages are listened to (the same check the worker makes).
import { useEffect, useRef } from 'react';
import { browser } from 'wxt/browser';
import { changeTopicOf, type ChangeTopic } from '@/lib/messaging/changes';
import { isTrustedSender, type SenderLike } from '@/lib/messaging/sender';

export function useWorkerChanges(topic: ChangeTopic, onChange: () => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    const listener = (message: unknown, sender: SenderLike) => {
      if (changeTopicOf(message) !== topic) return undefined;
      if (!isTrustedSender(sender, browser.runtime.id, browser.runtime.getURL('/'))) return undefined;
      latest.current();
      // No answer: the worker does not wait for one.
      return undefined;
    };
    browser.runtime.onMessage.addListener(listener as Parameters<typeof browser.runtime.onMessage.addListener>[0]);
    return () => browser.runtime.onMessage.removeListener(listener as Parameters<typeof browser.runtime.onMessage.addListener>[0]);
  }, [topic]);
}
