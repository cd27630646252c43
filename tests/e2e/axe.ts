// Runs axe-core inside an extension page. Its source is evaluated in the page rather than added as a
// <script>: the extension's CSP refuses inline and foreign scripts.
import type { Page } from '@playwright/test';
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** The critical and serious violations axe finds in the page as it is now. */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  return violations(page, ['critical', 'serious']);
}

/** Every violation axe finds in the page as it is now, whatever its impact (minor and moderate included). */
export async function allViolations(page: Page): Promise<AxeFinding[]> {
  return violations(page, ['critical', 'serious', 'moderate', 'minor']);
}

async function violations(page: Page, impacts: string[]): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => 'axe' in globalThis);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (impacts) => {
    const axe = (
      globalThis as unknown as {
        axe: {
          run(
            ctx: Document,
            o: unknown,
          ): Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[]; failureSummary?: string }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => impacts.includes(v.impact))
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`) }));
  }, impacts);
}
