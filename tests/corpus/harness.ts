// The corpus harness: serves each page of a corpus at its own address (its real host, on loopback) in
// the system Chromium, where no other host answers (nothing leaves the machine), runs the page check
// file as the build makes it (injectedFile) in the page's main world after load, maps its answer to
// technologies as the worker does (lib/local/findings.ts), and scores them against the page's labels:
// per page true and false positives and misses by name, recall, precision and version accuracy, with
// every wrong row's cause (the evidence the detector gave) and every miss's label evidence.
// Used by tests/e2e/real-corpora.spec.ts and `npm run bench:local`.
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Duplex } from 'node:stream';
import { wrapDetector } from '../../lib/local/detector-wrapper';
import { technologiesFrom, type LocalTechnology } from '../../lib/local/findings';
import type { PageFindings } from '../../lib/local/inspect-page';
import { nameKey } from '../../lib/local/mapping';
import { RULES } from '../../lib/local/rules';
import { CHROMIUM_PATH } from '../e2e/chromium';

/** A file a page loads: its content type and body. */
export interface CorpusFile {
  type: string;
  body: string | Buffer;
}

/** One page of a corpus, served at `url` (its real address). */
export interface CorpusPage {
  id: string;
  /** The page's address: its host is mapped to the local server, every other host fails. */
  url: string;
  html: string | Buffer;
  /**
   * Files the page may load, by path on the page's own host (`/js/app.js`) or by full address on another
   * host (`https://cdnjs.cloudflare.com/ajax/libs/...`: that host is then served too). Anything else: 404.
   */
  files?: Record<string, CorpusFile>;
  /** Response headers of the document instead of the default set (realistic, naming no product). */
  headers?: Record<string, string>;
}

/** What the page shows of one technology, written by hand before the detector ran. */
export interface Label {
  name: string;
  version: string | null;
  evidence: string;
  unlisted?: boolean;
}

/** A tempting technology the page does not show, and why (the labeller's note). */
export interface NotShown {
  name: string;
  evidence: string;
}

export interface LabelledPage extends CorpusPage {
  technologies: Label[];
  notShown?: NotShown[];
}

/** The page check's time budget in the harness: the test build's (wxt.config.ts), so a busy machine does not cut parts. */
export const HARNESS_BUDGET_MS = 1_500;

/**
 * The injected page-check file as the build makes it (wxt.config.ts's build:publicAssets: wrapDetector
 * with the build's rule set), the one place the harness builds it. tsx and Playwright compile
 * inspectPage with esbuild's keepNames, which calls a __name helper the build never has: the evaluated
 * file gets a local one (nothing is left in the page).
 */
export function injectedFile(): string {
  const built = wrapDetector(HARNESS_BUDGET_MS);
  return `(function () { var __name = function (f) { return f; }; return (\n${built.trim().replace(/;$/, '')}\n); })()`;
}

/** A throwaway self-signed certificate for `hosts`, and its SPKI hash (Chromium then trusts it: --ignore-certificate-errors-spki-list). */
function certificate(hosts: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stacklens-corpus-tls-'));
  try {
    const san = hosts.map((h) => `DNS:${h}`).join(',');
    // prettier-ignore
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
      '-subj', '/CN=stacklens-corpus', '-addext', `subjectAltName=${san}`, '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });
    const cert = fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8');
    const key = fs.readFileSync(path.join(dir, 'key.pem'), 'utf8');
    const spki = new crypto.X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
    return { cert, key, spki: crypto.createHash('sha256').update(spki).digest('base64') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The charset a page declares in its first bytes (`<meta charset>`, or http-equiv), as its server would send it. */
function declaredCharset(html: string | Buffer): string {
  const head = (typeof html === 'string' ? html : html.subarray(0, 4096).toString('latin1')).slice(0, 4096);
  return /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1]?.toLowerCase() ?? 'utf-8';
}

/** Where a request lands: the address without its query and fragment. */
const fileKey = (host: string, pathname: string) => `${host}${pathname}`;

interface Served {
  /** The page being checked now (pages run one at a time). */
  current: CorpusPage | null;
  /** Requests seen, by address (for the report: what a page asked the local server for). */
  requests: string[];
}

/** The local server: HTTP and HTTPS on one port (a TLS handshake's first byte is 0x16). */
async function startServer(tls: { cert: string; key: string }, served: Served) {
  const handle = (secure: boolean) => (req: http.IncomingMessage, res: http.ServerResponse) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    const url = new URL(req.url ?? '/', `${secure ? 'https' : 'http'}://${host}`);
    served.requests.push(url.href);
    const page = served.current;
    const date = new Date().toUTCString();
    if (page) {
      const address = new URL(page.url);
      if (address.hostname === host && address.pathname === url.pathname && address.search === url.search) {
        const body = typeof page.html === 'string' ? Buffer.from(page.html, 'utf8') : page.html;
        res.writeHead(200, {
          'content-type': `text/html; charset=${declaredCharset(page.html)}`,
          'cache-control': 'max-age=0, must-revalidate',
          date,
          'last-modified': date,
          etag: `"${crypto.createHash('sha1').update(body).digest('hex').slice(0, 16)}"`,
          vary: 'Accept-Encoding',
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'strict-origin-when-cross-origin',
          'content-length': String(body.length),
          ...page.headers,
        });
        res.end(body);
        return;
      }
      const files = page.files ?? {};
      const file = (host === address.hostname ? files[url.pathname] : undefined) ?? files[`${url.protocol}//${fileKey(host, url.pathname)}`];
      if (file) {
        const body = typeof file.body === 'string' ? Buffer.from(file.body, 'utf8') : file.body;
        res.writeHead(200, {
          'content-type': file.type,
          'cache-control': 'public, max-age=31536000',
          date,
          'access-control-allow-origin': '*',
          'content-length': String(body.length),
        });
        res.end(body);
        return;
      }
    }
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', date, 'cache-control': 'no-cache' });
    res.end('<!doctype html><title>404 Not Found</title><h1>Not Found</h1>');
  };
  const plain = http.createServer(handle(false));
  const secure = https.createServer({ cert: tls.cert, key: tls.key }, handle(true));
  const sockets = new Set<net.Socket>();
  const front = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.once('data', (first) => {
      socket.pause();
      socket.unshift(first);
      if (first[0] !== 0x16) {
        plain.emit('connection', socket);
        socket.resume();
        return;
      }
      // TLS reads the socket's handle directly, past the byte read here: hand it a stream of its own.
      const stream = new Duplex({
        read: () => void socket.resume(),
        write: (chunk, encoding, done) => void socket.write(chunk as Buffer, encoding, done),
        final: (done) => void socket.end(done),
        destroy: (error, done) => {
          socket.destroy();
          done(error);
        },
      });
      socket.on('data', (chunk) => {
        if (!stream.push(chunk)) socket.pause();
      });
      socket.on('end', () => stream.push(null));
      socket.on('close', () => stream.destroy());
      secure.emit('connection', stream);
      socket.resume();
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  return {
    port: (front.address() as net.AddressInfo).port,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => front.close(resolve));
    },
  };
}

/** Every host a set of pages is served at: their own and those of the other-host files they name. */
export function pageHosts(pages: readonly CorpusPage[]): string[] {
  const hosts = new Set<string>();
  for (const page of pages) {
    hosts.add(new URL(page.url).hostname);
    for (const key of Object.keys(page.files ?? {})) if (/^https?:\/\//.test(key)) hosts.add(new URL(key).hostname);
  }
  return [...hosts].sort();
}

/** What the check found on one page. */
export interface PageRun {
  id: string;
  url: string;
  /** Where the tab was when checked (a page's script may navigate). */
  finalUrl: string;
  technologies: LocalTechnology[];
  findings: PageFindings | null;
  error: string | null;
  ms: number;
}

export interface RunOptions {
  /** Time after the load event before the check (the page's own timers run). Default 250 ms. */
  settleMs?: number;
  /** Called after each page (progress). */
  onPage?: (run: PageRun, index: number, total: number) => void;
}

/**
 * Runs the page check on every page, one tab after another in one Chromium: each page at its own host
 * (host-resolver-rules map its host, and only those the pages name, to the local server; every other
 * host fails at once), the document fresh from the server, the check evaluated after load in the main
 * world (as scripting.executeScript's MAIN world: the page's CSP does not apply to it).
 */
export async function runPages(pages: readonly CorpusPage[], options: RunOptions = {}): Promise<PageRun[]> {
  const hosts = pageHosts(pages);
  const tls = certificate(hosts);
  const served: Served = { current: null, requests: [] };
  const server = await startServer(tls, served);
  const file = injectedFile();
  const rules = `${hosts.map((h) => `MAP ${h} 127.0.0.1:${server.port}`).join(', ')}, MAP * ~NOTFOUND`;
  let browser: Browser | null = null;
  let context: BrowserContext | null = null;
  const runs: PageRun[] = [];
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        `--host-resolver-rules=${rules}`,
        `--ignore-certificate-errors-spki-list=${tls.spki}`,
        // The address as given: no automatic upgrade of http:// pages to https://.
        '--disable-features=HttpsUpgrades,HttpsFirstBalancedModeAutoEnable',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    });
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    for (const [i, page] of pages.entries()) {
      const started = performance.now();
      served.current = page;
      const tab = await context.newPage();
      const run: PageRun = { id: page.id, url: page.url, finalUrl: page.url, technologies: [], findings: null, error: null, ms: 0 };
      try {
        await tab.goto(page.url, { waitUntil: 'load', timeout: 30_000 });
        await tab.waitForTimeout(options.settleMs ?? 250);
        run.finalUrl = tab.url();
        const cdp = await context.newCDPSession(tab);
        const answer = (await cdp.send('Runtime.evaluate', { expression: file, awaitPromise: true, returnByValue: true, timeout: 20_000 })) as {
          result: { value?: unknown };
          exceptionDetails?: { text: string; exception?: { description?: string } };
        };
        await cdp.detach();
        if (answer.exceptionDetails) throw new Error(answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text);
        if (typeof answer.result.value !== 'string') throw new Error(`the check answered ${typeof answer.result.value}, not a string`);
        run.findings = JSON.parse(answer.result.value) as PageFindings;
        run.technologies = technologiesFrom(run.findings, RULES);
      } catch (error) {
        run.error = error instanceof Error ? error.message.split('\n')[0]! : String(error);
      } finally {
        served.current = null;
        await tab.close();
      }
      run.ms = performance.now() - started;
      runs.push(run);
      options.onPage?.(run, i, pages.length);
    }
  } finally {
    await context?.close();
    await browser?.close();
    await server.close();
  }
  return runs;
}

/** The name a label and a detection are compared by (lib/local/mapping.ts's nameKey). */
export const labelKey = nameKey;

/** A version as compared: trimmed, lower-case, without a leading "v". */
const normaliseVersion = (v: string) =>
  v
    .trim()
    .toLowerCase()
    .replace(/^v(?=\d)/, '');

export interface ReportRow {
  page: string;
  name: string;
  kind: 'false positive' | 'miss' | 'wrong version' | 'error';
  /** The cause: the detector's evidence (a false positive, a wrong version) or the label's (a miss). */
  cause: string;
}

export interface PageScore {
  id: string;
  tp: number;
  fp: number;
  fn: number;
  versionsShown: number;
  versionsRight: number;
}

export interface CorpusScore {
  corpus: string;
  pages: PageScore[];
  tp: number;
  fp: number;
  fn: number;
  recall: number;
  precision: number;
  /** Versions shown for labelled technologies whose label has a version. */
  versionsShown: number;
  versionsRight: number;
  versionAccuracy: number;
  /** Versions shown where the label says null: not counted. */
  versionsUnlabelled: number;
  rows: ReportRow[];
  ms: number;
}

const evidenceText = (t: LocalTechnology) => t.evidence.map((e) => `${e.kind}: ${e.detail}`).join('; ');

/** Scores each page's run against its labels (by name key), and the corpus as a whole. */
export function score(corpus: string, pages: readonly LabelledPage[], runs: readonly PageRun[]): CorpusScore {
  const byId = new Map(runs.map((r) => [r.id, r]));
  const rows: ReportRow[] = [];
  const scores: PageScore[] = [];
  let unlabelledVersions = 0;
  for (const page of pages) {
    const run = byId.get(page.id);
    const s: PageScore = { id: page.id, tp: 0, fp: 0, fn: 0, versionsShown: 0, versionsRight: 0 };
    if (!run || run.error) rows.push({ page: page.id, name: '-', kind: 'error', cause: run?.error ?? 'not run' });
    else if (run.finalUrl !== page.url) rows.push({ page: page.id, name: '-', kind: 'error', cause: `the page navigated to ${run.finalUrl}` });
    const found = new Map((run?.technologies ?? []).map((t) => [labelKey(t.name), t]));
    const labels = new Map(page.technologies.map((l) => [labelKey(l.name), l]));
    const notShown = new Map((page.notShown ?? []).map((n) => [labelKey(n.name), n]));
    for (const [key, label] of labels) {
      const tech = found.get(key);
      if (!tech) {
        s.fn++;
        rows.push({ page: page.id, name: label.name, kind: 'miss', cause: `label: ${label.evidence}${label.unlisted ? ' (unlisted)' : ''}` });
        continue;
      }
      s.tp++;
      if (tech.version === null) continue;
      if (label.version === null) {
        unlabelledVersions++;
        continue;
      }
      s.versionsShown++;
      if (normaliseVersion(tech.version) === normaliseVersion(label.version)) s.versionsRight++;
      else
        rows.push({
          page: page.id,
          name: label.name,
          kind: 'wrong version',
          cause: `shown ${tech.version}, label ${label.version} (${label.evidence}); detector: ${evidenceText(tech)}`,
        });
    }
    for (const [key, tech] of found) {
      if (labels.has(key)) continue;
      s.fp++;
      const note = notShown.get(key);
      rows.push({
        page: page.id,
        name: `${tech.name}${tech.version ? ` ${tech.version}` : ''}`,
        kind: 'false positive',
        cause: `${evidenceText(tech)}${note ? ` | labeller: ${note.evidence}` : ''}`,
      });
    }
    scores.push(s);
  }
  const sum = (pick: (s: PageScore) => number) => scores.reduce((n, s) => n + pick(s), 0);
  const tp = sum((s) => s.tp);
  const fp = sum((s) => s.fp);
  const fn = sum((s) => s.fn);
  const versionsShown = sum((s) => s.versionsShown);
  const versionsRight = sum((s) => s.versionsRight);
  return {
    corpus,
    pages: scores,
    tp,
    fp,
    fn,
    recall: tp + fn === 0 ? 1 : tp / (tp + fn),
    precision: tp + fp === 0 ? 1 : tp / (tp + fp),
    versionsShown,
    versionsRight,
    versionAccuracy: versionsShown === 0 ? 1 : versionsRight / versionsShown,
    versionsUnlabelled: unlabelledVersions,
    rows,
    ms: runs.reduce((n, r) => n + r.ms, 0),
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** The thresholds both corpora must meet (issue 33). */
export const THRESHOLDS = { recall: 0.95, precision: 0.99, versions: 0.95 } as const;

/** The summary line of a corpus's score. */
export function summary(s: CorpusScore): string {
  return (
    `${s.corpus}: ${s.pages.length} pages, ${s.tp + s.fn} labels; recall ${pct(s.recall)} (${s.tp}/${s.tp + s.fn}), ` +
    `precision ${pct(s.precision)} (${s.tp}/${s.tp + s.fp}), versions right ${pct(s.versionAccuracy)} (${s.versionsRight}/${s.versionsShown} shown; ` +
    `${s.versionsUnlabelled} shown where the label has none, not counted); ${(s.ms / 1000).toFixed(1)} s`
  );
}

/** The whole report: the summary, then every wrong or missing row with its cause. */
export function report(s: CorpusScore): string {
  const order = { error: 0, 'false positive': 1, 'wrong version': 2, miss: 3 } as const;
  const rows = [...s.rows].sort((a, b) => order[a.kind] - order[b.kind] || a.page.localeCompare(b.page) || a.name.localeCompare(b.name));
  return [summary(s), ...rows.map((r) => `  ${r.kind.padEnd(14)} ${r.page} · ${r.name}: ${r.cause}`)].join('\n');
}

/** Whether a corpus meets the thresholds. */
export const meetsThresholds = (s: CorpusScore) =>
  s.recall >= THRESHOLDS.recall && s.precision >= THRESHOLDS.precision && s.versionAccuracy >= THRESHOLDS.versions;
