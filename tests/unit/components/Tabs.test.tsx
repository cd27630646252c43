// @vitest-environment happy-dom
// Tabs point only at panels that exist (aria-controls), and two tab sets on a page never share ids.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from '@/components/Tabs';

afterEach(cleanup);

const TABS = [
  { id: 'technologies', label: 'Technologies' },
  { id: 'history', label: 'History' },
] as const;

function Demo({ label }: { label: string }) {
  const [tab, setTab] = useState<'technologies' | 'history'>('technologies');
  return (
    <Tabs label={label} tabs={TABS} selected={tab} onSelect={setTab}>
      <p>{tab} content</p>
    </Tabs>
  );
}

function controlsResolve() {
  for (const tab of screen.getAllByRole('tab')) {
    const controls = tab.getAttribute('aria-controls');
    if (controls === null) continue;
    expect(document.getElementById(controls)?.getAttribute('role')).toBe('tabpanel');
  }
}

describe('<Tabs>', () => {
  it('every aria-controls names a panel in the DOM, before and after switching', () => {
    render(<Demo label="Site details" />);
    controlsResolve();
    expect(screen.getByRole('tab', { name: 'Technologies' }).getAttribute('aria-controls')).toBe(screen.getByRole('tabpanel').id);
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    controlsResolve();
    expect(screen.getByRole('tabpanel', { name: 'History' }).textContent).toBe('history content');
  });

  it('two tab sets on one page have distinct ids', () => {
    render(
      <>
        <Demo label="One" />
        <Demo label="Two" />
      </>,
    );
    const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    controlsResolve();
  });
});
