// @vitest-environment happy-dom
// Tabs point only at panels that exist (aria-controls), and two tab sets on a page never share ids.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from '@/components/Tabs';

afterEach(cleanup);

const TABS = [
  { id: 'technologies', label: 'Technologies' },
  { id: 'history', label: 'History', hint: '1 credit' },
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

  it('arrow keys move the focus without opening a tab (opening may spend); Enter or a click opens it', () => {
    render(<Demo label="Site details" />);
    const first = screen.getByRole('tab', { name: 'Technologies' });
    const history = screen.getByRole('tab', { name: 'History' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(history);
    expect(history.getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel').textContent).toBe('technologies content');
    fireEvent.keyDown(history, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'End' });
    expect(document.activeElement).toBe(history);
    fireEvent.click(history);
    expect(history.getAttribute('aria-selected')).toBe('true');
  });

  it('a hint (the cost) is shown beside the name and read as the description, keeping the plain name', () => {
    render(<Demo label="Site details" />);
    const history = screen.getByRole('tab', { name: 'History' });
    expect(history.textContent).toBe('History1 credit');
    expect(document.getElementById(history.getAttribute('aria-describedby')!)?.textContent).toBe('1 credit');
    expect(screen.getByRole('tab', { name: 'Technologies' }).getAttribute('aria-describedby')).toBeNull();
  });
});
