// @vitest-environment happy-dom
// A lead's contacts: a valid email is a mailto link; anything else the server sends stays text, so an
// address can never add recipients, a subject or a body to the mail it opens.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LeadRowsTable } from '@/components/lead-lists/LeadRowsTable';
import type { LeadRow } from '@/components/lead-lists/lead-rows';

afterEach(cleanup);

const row = (emails: string[]): LeadRow => ({
  domain: 'acme.example',
  company: null,
  technologies: [],
  contacts: emails.map((email, i) => ({ name: `Person ${i}`, title: 'CTO', email })),
});

describe('lead contacts', () => {
  it('links a valid address only, and encodes what could start a mail header', () => {
    render(
      <LeadRowsTable
        name="Leads"
        rows={[
          row([
            'ann@acme.example',
            'bob@acme.example?cc=all@evil.example&body=Pay%20now',
            'eve\u202E@acme.example',
            'javascript:alert(1)//@x.example',
            'odd?cc=x@acme.example',
          ]),
        ]}
      />,
    );
    const links = screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('mailto:'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['mailto:ann@acme.example', 'mailto:odd%3Fcc%3Dx@acme.example']);
    // The others are still shown, as text, with their Copy button.
    expect(screen.getByText('bob@acme.example?cc=all@evil.example&body=Pay%20now').tagName).not.toBe('A');
    expect(screen.getByText('javascript:alert(1)//@x.example').tagName).not.toBe('A');
    expect(screen.getAllByRole('button', { name: /^Copy / })).toHaveLength(5);
  });
});
