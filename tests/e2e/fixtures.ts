// Playwright fixtures: the sandbox API on a random loopback port (one per worker) and a fresh
// Chromium profile with the built extension loaded (one per test, launched as in ./chromium).
import { test as base, expect, type BrowserContext, type Locator, type Page, type Worker } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extensionWorker, launchWithExtensionAt, send } from './chromium';
import { RESOURCE_HOSTS } from './fixture-pages';
import { builtMessages } from './messages';
import type { LedgerEntry } from '../sandbox/ledger';
import { serverFixtures, type Sandbox, type Site } from './server-fixtures';

export const EXTENSION_DIR = path.resolve(process.env.STACKLENS_EXTENSION_DIR ?? '.output/chrome-mv3');
/** The same build plus the `tabs` permission, for driving the real toolbar popup (see wxt.config.ts). */
export const TOOLBAR_TEST_EXTENSION_DIR = path.resolve(process.env.STACKLENS_TOOLBAR_TEST_EXTENSION_DIR ?? '.output/toolbar-test/chrome-mv3');

/** Host names mapped to the test site on loopback (--host-resolver-rules), so a tab can show them. */
export const MAPPED_HOSTS = [
  'stacklens-fixture.co.uk',
  '*.stacklens-fixture.co.uk',
  'stacklens-fixture-shop.com',
  '*.stacklens-fixture-shop.com',
  'stacklens-fixture-missing.com',
  // Sites a page passes its tab through (test-site.ts HOP_PATH): any domain is in the sandbox's database.
  'stacklens-fixture-hop-1.com',
  'stacklens-fixture-hop-2.com',
  'stacklens-fixture-hop-3.com',
  'stacklens-fixture-hop-4.com',
];

/** A host name that is not loopback, mapped to the sandbox: what an http base URL elsewhere would reach. */
export const SANDBOX_HOST = 'stacklens-api.test';

/**
 * The browser's own network log ("Failed to load resource: … status of 402", net::ERR_… while the
 * sandbox is offline) is reported at error level, but it is the browser describing an HTTP answer the
 * extension handles (the API's errors are answers to show), not StackLens logging an error.
 */
const NETWORK_LOG = /^Failed to load resource: (the server responded with a status of \d+|net::ERR_)/;

interface TargetInfo {
  targetId: string;
  type: string;
  url: string;
}
interface RemoteObject {
  type: string;
  value?: unknown;
  description?: string;
  unserializableValue?: string;
}

/** A console argument as text: strings as they are, anything else as DevTools would describe it. */
const describe = (arg: RemoteObject) => (typeof arg.value === 'string' ? arg.value : (arg.description ?? arg.unserializableValue ?? JSON.stringify(arg.value)));

/**
 * Errors logged by StackLens in Chromium during a test: console errors, uncaught exceptions and
 * unhandled rejections, the browser's own error messages and Content Security Policy violations (an
 * "unsafe-eval", which Chromium reports as a DevTools issue rather than a console line), of its service
 * worker and of every one of its pages: tabs and the real toolbar popup, which Playwright does not
 * expose as a page. Read over DevTools from a session on the context's first tab: every
 * chrome-extension:// target is attached as it appears, and the browser replays what it logged before.
 * The `context` fixture settles the watch, then fails the test when anything was logged.
 */
async function watchExtensionErrors(context: BrowserContext, errors: string[]): Promise<{ settle: () => Promise<void> }> {
  const ours = (url: string) => url.startsWith('chrome-extension://');
  const session = await context.newCDPSession(context.pages()[0] ?? (await context.newPage()));
  /** Attached targets (their id, type and current address), by DevTools session. */
  const targets = new Map<string, { id: string; type: string; url: string }>();
  const attached = new Set<string>();
  /** Attachments under way: each ends once its target has replayed what it logged. */
  const pending = new Set<Promise<void>>();
  /** Commands sent to a target, answered in `Target.receivedMessageFromTarget`, by session and id. */
  const replies = new Map<string, () => void>();
  let nextId = 0;
  const command = (sessionId: string, method: string) =>
    new Promise<void>((resolve) => {
      const id = ++nextId;
      replies.set(`${sessionId}/${id}`, resolve);
      session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) }).catch(() => resolve());
    });
  const where = (sessionId: string) => {
    const target = targets.get(sessionId);
    return target?.type === 'service_worker' ? 'service worker' : (target?.url ?? 'extension page');
  };
  const attach = async (info: TargetInfo) => {
    // A tab that navigates away from StackLens no longer speaks for it.
    for (const target of targets.values()) if (target.id === info.targetId) target.url = info.url;
    if (!ours(info.url) || !['page', 'service_worker'].includes(info.type) || attached.has(info.targetId)) return;
    attached.add(info.targetId);
    try {
      const { sessionId } = await session.send('Target.attachToTarget', { targetId: info.targetId, flatten: false });
      targets.set(sessionId, { id: info.targetId, type: info.type, url: info.url });
      // Each domain replays what the target reported before it was enabled, then answers.
      await Promise.all(['Runtime.enable', 'Log.enable', 'Audits.enable'].map((method) => command(sessionId, method)));
    } catch {
      // The target closed before it could be attached: it logged nothing more.
    }
  };
  const watch = (info: TargetInfo) => {
    const attaching = attach(info);
    pending.add(attaching);
    void attaching.finally(() => pending.delete(attaching));
  };
  session.on('Target.receivedMessageFromTarget', ({ sessionId, message }) => {
    const { id, method, params } = JSON.parse(message) as { id?: number; method?: string; params?: Record<string, unknown> };
    if (id !== undefined) {
      replies.get(`${sessionId}/${id}`)?.();
      replies.delete(`${sessionId}/${id}`);
      return;
    }
    if (!ours(targets.get(sessionId)?.url ?? '')) return;
    let text: string | undefined;
    if (method === 'Runtime.consoleAPICalled' && (params?.type === 'error' || params?.type === 'assert'))
      text = `console.error: ${(params.args as RemoteObject[]).map(describe).join(' ')}`;
    if (method === 'Runtime.exceptionThrown') {
      const details = params?.exceptionDetails as { text: string; exception?: RemoteObject };
      text = `${details.text} ${details.exception ? describe(details.exception) : ''}`.trim();
    }
    if (method === 'Log.entryAdded') {
      const entry = params?.entry as { level: string; source: string; text: string; url?: string };
      if (entry.level === 'error' && !(entry.source === 'network' && NETWORK_LOG.test(entry.text)))
        text = `${entry.source}: ${entry.text}${entry.url ? ` (${entry.url})` : ''}`;
    }
    if (method === 'Audits.issueAdded') {
      const issue = params?.issue as {
        code: string;
        details: {
          contentSecurityPolicyIssueDetails?: {
            violatedDirective: string;
            contentSecurityPolicyViolationType: string;
            isReportOnly: boolean;
            sourceCodeLocation?: { url: string; lineNumber: number };
          };
        };
      };
      const csp = issue.details.contentSecurityPolicyIssueDetails;
      if (issue.code === 'ContentSecurityPolicyIssue' && csp && !csp.isReportOnly) {
        text = `Content Security Policy: ${csp.contentSecurityPolicyViolationType} (${csp.violatedDirective}) at ${csp.sourceCodeLocation ? `${csp.sourceCodeLocation.url}:${csp.sourceCodeLocation.lineNumber}` : 'an unknown place'}`;
      }
    }
    // Said once: a page opened twice, or a violation reported per evaluation, is one error.
    if (text && !NETWORK_LOG.test(text) && !errors.includes(`${where(sessionId)}: ${text}`)) errors.push(`${where(sessionId)}: ${text}`);
  });
  session.on('Target.targetCreated', ({ targetInfo }) => watch(targetInfo));
  session.on('Target.targetInfoChanged', ({ targetInfo }) => watch(targetInfo));
  session.on('Target.detachedFromTarget', ({ sessionId }) => {
    targets.delete(sessionId);
    // A target that closed answers nothing more.
    for (const [key, resolve] of replies) if (key.startsWith(`${sessionId}/`)) resolve();
  });
  await session.send('Target.setDiscoverTargets', { discover: true });
  return {
    settle: async () => {
      while (pending.size) await Promise.all(pending);
    },
  };
}

interface Fixtures {
  /** Which built extension to load (an option: the toolbar test overrides it). */
  extensionDir: string;
  /** More Chromium flags (an option: the update test reloads the extension over DevTools). */
  browserArgs: string[];
  /** The browser's UI language ("de", "ja"; an option, tests/e2e/languages.spec.ts); unset: English. */
  uiLanguage: string | undefined;
  /**
   * What StackLens logged so far, in order; `from`: where the test's own errors start (the update test
   * moves it past what the previous release logged before the update, which is that release's, not this one's).
   */
  extensionErrors: { logged: string[]; from: number };
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  /** Opens an extension page (e.g. "options.html#settings") in a new tab. */
  openPage: (pathAndHash: string) => Promise<Page>;
  /** Stores a sandbox key (verified by the worker, as Save does) and points StackLens at the sandbox. */
  useKey: (key: string) => Promise<void>;
  /** Every request the sandbox answered for /v1 paths, with what it charged. */
  sandboxLedger: () => Promise<LedgerEntry[]>;
  /** POST to a sandbox admin endpoint (fault injection, balance …). */
  sandboxAdmin: (path: string, body?: unknown) => Promise<void>;
}

export const test = base.extend<Fixtures, { sandbox: Sandbox; site: Site }>({
  ...serverFixtures,
  extensionDir: [EXTENSION_DIR, { option: true }],
  browserArgs: [[], { option: true }],
  uiLanguage: [undefined, { option: true }],
  // Playwright applies its `locale` (en-US by default) to every context it starts, this one too, and a
  // page's chrome.i18n.getUILanguage() follows it: it follows the UI language here.
  locale: async ({ uiLanguage }, use) => use(uiLanguage ?? 'en-US'),
  extensionErrors: async ({}, use) => use({ logged: [], from: 0 }),
  context: async ({ sandbox, site, extensionDir, browserArgs, uiLanguage, extensionErrors }, use, testInfo) => {
    if (!fs.existsSync(path.join(extensionDir, 'manifest.json'))) {
      throw new Error(`No built extension at ${extensionDir}: run "npm run build:e2e" first.`);
    }
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'stacklens-e2e-'));
    const context = await launchWithExtensionAt(
      profile,
      extensionDir,
      [
        '--disable-quic',
        `--host-resolver-rules=${[...[...MAPPED_HOSTS, ...RESOURCE_HOSTS].map((h) => `MAP ${h} 127.0.0.1:${site.port}`), `MAP ${SANDBOX_HOST} 127.0.0.1:${new URL(sandbox.url).port}`].join(', ')}`,
        ...browserArgs,
      ],
      uiLanguage,
    );
    const { settle } = await watchExtensionErrors(context, extensionErrors.logged);
    await use(context);
    await settle();
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
    const earlier = extensionErrors.logged.slice(0, extensionErrors.from);
    const errors = extensionErrors.logged.slice(extensionErrors.from);
    if (earlier.length) await testInfo.attach('extension-errors-of-the-previous-release', { body: earlier.join('\n') });
    if (errors.length) await testInfo.attach('extension-errors', { body: errors.join('\n') });
    expect(errors, 'errors StackLens logged in Chromium (its pages or its service worker)').toEqual([]);
  },
  worker: async ({ context }, use) => {
    await use(await extensionWorker(context));
  },
  extensionId: async ({ worker }, use) => {
    await use(new URL(worker.url()).host);
  },
  openPage: async ({ context, extensionId }, use) => {
    await use(async (pathAndHash: string) => {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/${pathAndHash}`);
      return page;
    });
  },
  useKey: async ({ openPage, sandbox, extensionDir, uiLanguage }, use) => {
    // The balance's label as Settings shows it in the browser's language.
    const balance = builtMessages(extensionDir, (uiLanguage ?? 'en').split('-')[0]!)('credits_balance');
    await use(async (key: string) => {
      const page = await openPage('options.html#settings');
      await send(page, 'keys.save', { key, baseUrl: sandbox.url });
      // The tests' user answered Settings' lookup question "Look up automatically" (unanswered, the popup asks first).
      await send(page, 'settings.update', { askBeforeLookup: false, lookupChoiceMade: true });
      // Settings re-syncs the balance (a free GET /v1/credits) when it loads with a key: let that
      // finish here, so it cannot take a fault a test injects next.
      await page.reload();
      await page
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${balance}$`) })
        .waitFor();
      await page.close();
    });
  },
  sandboxLedger: async ({ sandbox }, use) => {
    await use(async () => {
      const body = (await (await fetch(`${sandbox.url}/__sandbox/ledger`)).json()) as { entries: LedgerEntry[] };
      return body.entries;
    });
  },
  sandboxAdmin: async ({ sandbox }, use) => {
    await use(async (path: string, body: unknown = {}) => {
      const res = await fetch(`${sandbox.url}/__sandbox/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`sandbox admin ${path}: ${res.status} ${await res.text()}`);
    });
  },
});

/** Saves a screenshot of a state for people to look at (test-results/screenshots, not asserted). */
export async function snapshot(page: Page, name: string) {
  await page.screenshot({ path: path.join('test-results', 'screenshots', `${name}.png`), fullPage: true });
}

/** Clicks `button` and returns the text of the file it downloads, trimmed. */
export async function downloadText(button: Locator): Promise<string> {
  const download = button.page().waitForEvent('download');
  await button.click();
  return fs.readFileSync((await (await download).path())!, 'utf8').trim();
}

export { expect } from '@playwright/test';
