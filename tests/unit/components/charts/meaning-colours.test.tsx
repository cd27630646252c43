// @vitest-environment happy-dom
// One colour per meaning: "adopted" is the same green in the history chart as in the lists (the event
// rows and the "added" chips), "removed" the same red; the chart's bars read the colours the lists use.
import fs from 'node:fs';
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type * as Recharts from 'recharts';

// The chart's bars as it declares them (Recharts draws nothing without a layout engine).
const bars: { dataKey: string; fill: string }[] = [];
vi.mock('recharts', async (importOriginal) => ({
  ...(await importOriginal<typeof Recharts>()),
  ResponsiveContainer: ({ children }: { children: unknown }) => children,
  BarChart: ({ children }: { children: unknown }) => <div>{children as never}</div>,
  Bar: (props: { dataKey: string; fill: string }) => {
    bars.push({ dataKey: props.dataKey, fill: props.fill });
    return null;
  },
}));
const { default: HistoryChart } = await import('@/components/charts/HistoryChart');

afterEach(cleanup);

const css = fs.readFileSync('components/theme.css', 'utf8');
/** The CSS variable a rule's declaration reads (`border-left: 3px solid var(--ok)` → `--ok`). */
function variableOf(selector: string, property: string): string {
  const rule = new RegExp(`(?:^|\\n)${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\{([^}]*)\\}`).exec(css);
  if (!rule) throw new Error(`no rule ${selector}`);
  const value = new RegExp(`${property}:[^;]*var\\((--[a-z-]+)`).exec(rule[1]!);
  if (!value) throw new Error(`${selector} has no ${property} from a variable`);
  return value[1]!;
}

it('colours adopted and removed alike in the history chart and in the lists', () => {
  const lists = {
    adopted: [variableOf('.event', 'border-left'), variableOf('.chips-adopted li', 'border-color')],
    removed: [variableOf('.event-removed', 'border-left-color'), variableOf('.chips-removed li', 'border-color')],
  };
  expect(new Set(lists.adopted).size).toBe(1);
  expect(new Set(lists.removed).size).toBe(1);
  expect(lists.adopted[0]).not.toBe(lists.removed[0]);

  render(
    <div style={{ width: 360 }}>
      <HistoryChart
        rows={[
          { year: 2024, adopted: 3, removed: 1 },
          { year: 2025, adopted: 2, removed: 2 },
        ]}
        height={160}
      />
    </div>,
  );
  const fill = (key: string) => bars.find((b) => b.dataKey === key)?.fill ?? '';
  expect(fill('adopted')).toMatch(new RegExp(`^var\\(${lists.adopted[0]}[,)]`));
  expect(fill('removed')).toMatch(new RegExp(`^var\\(${lists.removed[0]}[,)]`));
});
