// The verification snippets shown with a new alert's secret, run as shown against signatures made
// the way the sandbox signs deliveries (contract.md): a valid delivery passes; a changed body, a wrong
// secret and a `t` older than 5 minutes fail. Python runs where python3 is on PATH; the JS always does.
import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { JS_SNIPPET, PYTHON_SNIPPET } from '@/lib/signals/snippets';
import { signatureHeader } from '../../../sandbox/webhooks';

type Verify = (secret: string, header: string, raw: string, now?: number) => boolean;

function jsVerify(): Verify {
  const module = { exports: {} as { verifySignature?: Verify } };
  new Function('require', 'module', JS_SNIPPET)(createRequire(import.meta.url), module);
  return module.exports.verifySignature!;
}

const SECRET = `whsec_${'a1B2'.repeat(8)}`;
const BODY = JSON.stringify({ id: 'evt_1', type: 'alert.test', created_at: '2026-11-23T10:00:00Z', alert_id: 'alrt_1', data: { domain: 'café.example' } });
const T = 1_795_000_000;
const HEADER = signatureHeader(SECRET, BODY, T);

/** [secret, header, body, now, expected] */
const CASES: [string, string, string, number, boolean][] = [
  [SECRET, HEADER, BODY, T, true],
  [SECRET, HEADER, BODY, T + 300, true],
  [SECRET, HEADER, BODY, T + 301, false],
  [SECRET, HEADER, BODY, T - 301, false],
  [SECRET, HEADER, BODY.replace('alert.test', 'alert.tesT'), T, false],
  [`${SECRET}x`, HEADER, BODY, T, false],
  [SECRET, HEADER.replace(/v1=\w/, 'v1=0'), BODY, T, false],
  [SECRET, `v1=${HEADER.split('v1=')[1]}`, BODY, T, false],
  [SECRET, `t=${T},v1=deadbeef,${HEADER.split(',')[1]}`, BODY, T, true],
  [SECRET, '', BODY, T, false],
  // A non-ASCII signature is refused, never an exception (Python's compare_digest raises on non-ASCII str).
  [SECRET, `t=${T},v1=é${HEADER.split('v1=')[1]!.slice(1)}`, BODY, T, false],
  [SECRET, `t=${T},v1=ﬀ,${HEADER.split(',')[1]}`, BODY, T, true],
];

describe('verification snippets', () => {
  it('the JavaScript snippet accepts exactly the valid, recent signatures', () => {
    const verify = jsVerify();
    expect(CASES.map(([s, h, b, now]) => verify(s, h, b, now))).toEqual(CASES.map((c) => c[4]));
  });

  it('the Python snippet gives the same answers where python3 is installed, else the JS one is the check', () => {
    const python = spawnSync('python3', ['--version']).status === 0;
    if (!python) {
      // No python3 on this machine: the JS snippet (run above and in e2e) is the verified one.
      expect(jsVerify()(SECRET, HEADER, BODY, T)).toBe(true);
      return;
    }
    const program = `${PYTHON_SNIPPET}\nimport json, sys\ncases = json.load(sys.stdin)\nprint(json.dumps([verify_signature(s, h, b.encode("utf-8"), n) for s, h, b, n, _ in cases]))\n`;
    const out = execFileSync('python3', ['-c', program], { input: JSON.stringify(CASES), encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual(CASES.map((c) => c[4]));
  });
});
