// @vitest-environment happy-dom
// A failed lead list says in plain words what happened and that it cost nothing; the server's text
// is only the detail.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LeadListProgress } from '@/components/lead-lists/LeadListProgress';

afterEach(cleanup);

describe('LeadListProgress', () => {
  it('explains a failure in plain words, that it cost nothing, with the server text as detail', () => {
    render(
      <LeadListProgress
        list={{ status: 'failed', total: 100, processed: 0, creditsCharged: 0, capped: false, error: 'upstream_timeout: shard 3', charged: true }}
      />,
    );
    const what = screen.getByText('What happened').nextElementSibling!;
    expect(what.textContent).toMatch(/^The server could not finish this list\. It cost nothing/);
    expect(what.querySelector('small')?.textContent).toBe('Server said: upstream_timeout: shard 3');
  });
});
