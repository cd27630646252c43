// Bar names are never cut at the chart's edge ("ctiveCampaign") nor wrapped onto the next bar: the
// axis grows to the longest name up to a limit, and a longer name is shortened with "…".
import { describe, expect, it } from 'vitest';
import { categoryAxisWidth, fitLabel } from '@/components/charts/category-axis';

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
});
