// @vitest-environment happy-dom
// inspectPage on a page whose addresses are built to make it slow (issue 23): a pattern never sees more
// than an address's first 2,000 characters, and an address's version is read once, not once per path
// segment naming the signal (a 19,000-character WordPress address froze the tab 40 s).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { technologiesFrom } from '@/lib/local/findings';
import { inspectPage, PATTERN_INPUT_CHARS, type PageFindings } from '@/lib/local/inspect-page';
import { compileRules, indexRules, RULES } from '@/lib/local/rules';
import { inspectPagePatterns, rulePatterns } from './page-patterns';

const COMPILED = compileRules(RULES);
const INDEX = indexRules(COMPILED);
const run = async () => JSON.parse(await inspectPage(10_000, COMPILED, INDEX, null)) as PageFindings;
const version = (found: PageFindings, name: string) => technologiesFrom(found, RULES).find((t) => t.name === name)?.version;
/** The patterns the page runs, by source: the runs of any other regex (the DOM's own) are not counted. */
const OURS = new Set([...rulePatterns(RULES), ...inspectPagePatterns()].map((p) => new RegExp(p.source).source));
const WORDPRESS_VERSION = new RegExp(COMPILED.find((r) => r.n === 'WordPress')!.uv).source;

/** Each run of one of the page's patterns: its source and how long its input was. */
function recordRuns(): { source: string; length: number }[] {
  const runs: { source: string; length: number }[] = [];
  const exec = RegExp.prototype.exec;
  vi.spyOn(RegExp.prototype, 'exec').mockImplementation(function (this: RegExp, input: string) {
    if (OURS.has(this.source)) runs.push({ source: this.source, length: String(input).length });
    return exec.call(this, input);
  });
  return runs;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe('inspectPage on addresses built to slow it down', () => {
  it('reads an address’s version once, however many of its path segments name the signal', async () => {
    const src = `https://example.com/${'wp-includes/'.repeat(40)}js/jquery.min.js?ver=6.4.2`;
    document.head.innerHTML = `<script type="text/plain" src="${src}"></script>`;
    const runs = recordRuns();
    const found = await run();
    expect(version(found, 'WordPress')).toBe('6.4.2');
    expect(runs.filter((r) => r.source === WORDPRESS_VERSION)).toHaveLength(1);
  });

  it(`lets no pattern see more than an address’s first ${PATTERN_INPUT_CHARS.toLocaleString('en')} characters, and still names the technology`, async () => {
    const padded = `https://example.com/wp-includes/js/jquery.min.js?${'a=1&'.repeat(4_750)}ver=6.4.2`;
    document.head.innerHTML = `<script type="text/plain" src="${padded}"></script>
      <script type="text/plain" src="https://example.com/wp-content/plugins/woocommerce/assets/js/frontend/cart.min.js?ver=8.5.2"></script>`;
    const runs = recordRuns();
    const found = await run();
    expect(padded.length).toBeGreaterThan(19_000);
    expect(Math.max(...runs.map((r) => r.length))).toBeLessThanOrEqual(PATTERN_INPUT_CHARS);
    // The padded address still names WordPress (its version lay past the cut); a real one is read whole.
    expect(technologiesFrom(found, RULES).map((t) => [t.name, t.version])).toEqual(
      expect.arrayContaining([
        ['WordPress', null],
        ['WooCommerce', '8.5.2'],
      ]),
    );
  });
});
