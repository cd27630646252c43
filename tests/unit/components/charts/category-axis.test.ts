// Bar names are never cut at the chart's edge ("ctiveCampaign") nor wrapped onto the next bar: the
// axis grows to the longest name up to a limit, and a longer name is shortened with "…".
import { describe, expect, it } from 'vitest';
import { categoryAxisWidth, fitLabel, type Measure } from '@/components/charts/category-axis';

describe('category axis', () => {
  it('is as wide as the longest name needs, within its bounds', () => {
    const short = categoryAxisWidth(['Wix', 'Ecwid'], 150);
    const long = categoryAxisWidth(['ActiveCampaign', 'Google Analytics'], 150);
    expect(short).toBeGreaterThanOrEqual(40);
    expect(long).toBeGreaterThan(short);
    expect(fitLabel('Google Analytics', long)).toBe('Google Analytics');
    expect(categoryAxisWidth(['Salesforce Commerce Cloud Enterprise Edition'], 150)).toBe(150);
  });

  it('shortens a name that does not fit, keeping its start', () => {
    const shown = fitLabel('Salesforce Commerce Cloud Enterprise Edition', 150);
    expect(shown.endsWith('…')).toBe(true);
    expect('Salesforce Commerce Cloud Enterprise Edition'.startsWith(shown.slice(0, -1))).toBe(true);
    expect(shown.length).toBeLessThan(25);
  });

  it('never lets a name run past the axis, whatever the font: sized and cut by the text as measured', () => {
    // A wide font (DejaVu Sans, Linux's system-ui) and a narrow one, capitals wider than the rest.
    const wide: Measure = (t) => [...t].reduce((w, c) => w + (/[A-Z]/.test(c) ? 8.5 : 7.2), 0);
    const narrow: Measure = (t) => t.length * 5.5;
    const names = ['Shopify', 'Squarespace Commerce', 'Salesforce Commerce Cloud', 'ActiveCampaign', 'Google Analytics'];
    for (const measure of [wide, narrow]) {
      const width = categoryAxisWidth(names, 150, measure);
      for (const name of names) {
        const shown = fitLabel(name, width, measure);
        // The tick ends 8 px before the bars (recharts' tick size and margin): the text fits in the rest.
        expect(measure(shown) + 8, `${name} → ${shown}`).toBeLessThanOrEqual(width);
        if (shown !== name) expect(name.startsWith(shown.slice(0, -1))).toBe(true);
      }
    }
    // Measured wide, "Squarespace Commerce" needs more room than 20 average glyphs and gets it in full.
    expect(fitLabel('Squarespace Commerce', categoryAxisWidth(['Squarespace Commerce'], 200, wide), wide)).toBe('Squarespace Commerce');
  });
});
