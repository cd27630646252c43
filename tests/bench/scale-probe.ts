// What the scale bench measures in each page it opens, installed before the page's own scripts
// (Playwright's init script): when the screen's content is first on screen, the longest task, and the
// round trip of every message the page sends to the worker. Read back as `window.__stacklensBench`.
import type { Page } from '@playwright/test';

/** A screen's "content shown": an element matching `selector` whose text matches `text`, laid out (not hidden). */
export interface ContentCondition {
  selector: string;
  /** A regular expression's source, tested against the element's textContent. */
  text?: string;
}

export interface ProbeReading {
  /** ms from navigation start to the frame in which the content was first there; null if it never came. */
  shownAt: number | null;
  /** The longest task (PerformanceObserver "longtask": only tasks of 50 ms and more are reported). */
  longestTask: number;
  messages: { type: string; start: number; end: number | null }[];
}

/**
 * The probe as page source (a string, so no bundler helper leaks into it): checks the condition on
 * the animation frame after each DOM change, records long tasks (buffered) and wraps
 * chrome.runtime.sendMessage, which every StackLens page's messages go through.
 */
const PROBE = `(() => {
  const condition = __CONDITION__;
  const pattern = condition.text ? new RegExp(condition.text) : null;
  const bench = { shownAt: null, longestTask: 0, messages: [] };
  window.__stacklensBench = bench;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longestTask = Math.max(bench.longestTask, entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  const runtime = globalThis.chrome && globalThis.chrome.runtime;
  if (runtime && runtime.sendMessage) {
    const original = runtime.sendMessage.bind(runtime);
    runtime.sendMessage = (...args) => {
      const message = { type: String((args[0] && args[0].type) || '?'), start: performance.now(), end: null };
      bench.messages.push(message);
      const reply = original(...args);
      if (reply && typeof reply.then === 'function') reply.then(() => { message.end = performance.now(); }, () => { message.end = performance.now(); });
      return reply;
    };
  }
  const shown = () => {
    for (const element of document.querySelectorAll(condition.selector)) {
      if (element.getClientRects().length === 0) continue;
      if (!pattern || pattern.test(element.textContent || '')) return true;
    }
    return false;
  };
  let scheduled = false;
  const observer = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      if (bench.shownAt === null && shown()) {
        bench.shownAt = performance.now();
        observer.disconnect();
      }
    });
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
})();`;

export async function installProbe(page: Page, condition: ContentCondition): Promise<void> {
  await page.addInitScript({ content: PROBE.replace('__CONDITION__', JSON.stringify(condition)) });
}

export async function readProbe(page: Page): Promise<ProbeReading> {
  return page.evaluate(() => (window as unknown as { __stacklensBench: ProbeReading }).__stacklensBench);
}

/** Waits until the content is shown (or `timeoutMs` passed), then until no message is waiting for the worker, then `settleMs` more for late long tasks. */
export async function waitForScreen(page: Page, timeoutMs: number, settleMs: number): Promise<ProbeReading> {
  await page
    .waitForFunction(() => (window as unknown as { __stacklensBench?: ProbeReading }).__stacklensBench?.shownAt != null, undefined, {
      timeout: timeoutMs,
      polling: 50,
    })
    .catch(() => undefined);
  await page
    .waitForFunction(() => (window as unknown as { __stacklensBench: ProbeReading }).__stacklensBench.messages.every((m) => m.end !== null), undefined, {
      timeout: timeoutMs,
      polling: 50,
    })
    .catch(() => undefined);
  await page.waitForTimeout(settleMs);
  return readProbe(page);
}
