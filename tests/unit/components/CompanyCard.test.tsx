// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CompanyCard, NoCompany } from '../../../components/CompanyCard';
import { formatEmployees } from '../../../components/company-format';
import type { CompanyRecord } from '../../../lib/api/schemas';

afterEach(cleanup);

const full: CompanyRecord = {
  domain: 'acme.example',
  name: 'Acme Widgets',
  industry: 'Software Development',
  industry_code: 4,
  employees: '51-200',
  country: 'United States',
  state: 'Oregon',
  city: 'Portland',
  company_type: 'Privately Held',
  founded: 2009,
  members: 12345,
  linkedin_url: 'https://www.linkedin.com/company/acme-widgets',
  description: 'Acme makes widgets for the web.',
  specialties: ['Widgets', 'E-commerce', 'APIs'],
  website: 'https://www.acme.example/',
  logo: 'https://cdn.example/acme.png',
};

const sparse: CompanyRecord = {
  ...full,
  name: 'Sparse GmbH',
  industry: null,
  industry_code: null,
  employees: null,
  country: 'Germany',
  state: null,
  city: null,
  company_type: null,
  founded: null,
  linkedin_url: null,
  description: null,
  specialties: [],
  website: null,
  logo: null,
  members: 0,
};

function fact(term: string): string | null {
  const dt = screen.queryAllByRole('term').find((el) => el.textContent === term);
  return dt ? (dt.nextElementSibling?.textContent ?? '') : null;
}

describe('<CompanyCard>', () => {
  it('lays out the full record: logo, description, facts, specialties and links', () => {
    render(<CompanyCard company={full} />);
    expect(screen.getByRole('heading', { name: 'Acme Widgets' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Acme Widgets logo' }).getAttribute('src')).toBe('https://cdn.example/acme.png');
    expect(screen.getByText('Acme makes widgets for the web.')).toBeTruthy();
    // The industry's name as the API gives it; the API's code only on hover, not in the text.
    expect(fact('Industry')).toBe('Software Development');
    expect(screen.getByText('Software Development').getAttribute('title')).toBe('Industry code 4');
    expect(fact('Size')).toBe('51–200 employees');
    expect(fact('Type')).toBe('Privately Held');
    expect(fact('Founded')).toBe('2009');
    expect(fact('Location')).toBe('Portland, Oregon, United States');
    expect(fact('Professional-network members')).toBe('12,345');
    const chips = within(screen.getByRole('list', { name: 'Specialties' })).getAllByRole('listitem');
    expect(chips.map((li) => li.textContent)).toEqual(['Widgets', 'E-commerce', 'APIs']);
    const site = screen.getByRole('link', { name: 'acme.example' });
    const linkedin = screen.getByRole('link', { name: 'LinkedIn' });
    for (const [link, href] of [
      [site, 'https://www.acme.example/'],
      [linkedin, 'https://www.linkedin.com/company/acme-widgets'],
    ] as const) {
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noreferrer');
    }
  });

  it('replaces a logo that fails to load with a monogram', () => {
    const { container } = render(<CompanyCard company={full} />);
    fireEvent.error(screen.getByRole('img', { name: 'Acme Widgets logo' }));
    expect(screen.queryByRole('img', { name: 'Acme Widgets logo' })).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('AW');
  });

  it.each(['http://cdn.example/acme.png', 'javascript:alert(1)', 'data:image/png;base64,AAAA'])(
    'loads a logo only from https: %s shows the monogram',
    (logo) => {
      const { container } = render(<CompanyCard company={{ ...full, logo }} />);
      expect(screen.queryByRole('img', { name: 'Acme Widgets logo' })).toBeNull();
      expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('AW');
    },
  );

  it('omits null fields instead of printing "null"', () => {
    const { container } = render(<CompanyCard company={sparse} />);
    expect(container.textContent).not.toMatch(/null|undefined|NaN/i);
    for (const term of ['Industry', 'Size', 'Type', 'Founded', 'Specialties']) expect(fact(term)).toBeNull();
    expect(fact('Location')).toBe('Germany');
    expect(fact('Professional-network members')).toBe('0');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.textContent).toContain('SG');
  });

  it('never turns a non-http URL from the API into a link', () => {
    render(<CompanyCard company={{ ...full, website: 'javascript:alert(1)', linkedin_url: 'linkedin.com/company/acme' }} />);
    expect(screen.queryByRole('link', { name: /alert/ })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'LinkedIn' }).getAttribute('href')).toBe('https://linkedin.com/company/acme');
  });

  it('shows an industry code alone when the name is missing', () => {
    render(<CompanyCard company={{ ...sparse, industry_code: 96 }} />);
    expect(fact('Industry')).toBe('Code 96');
  });
});

describe('formatEmployees', () => {
  it.each([
    ['1-1', '1 employee'],
    ['2-10', '2–10 employees'],
    ['1001-5000', '1,001–5,000 employees'],
    ['10001+', '10,001+ employees'],
  ] as const)('%s → %s', (range, text) => {
    expect(formatEmployees(range)).toBe(text);
  });
});

describe('<NoCompany>', () => {
  it('says there is no record for the domain, and that the lookup was free', () => {
    render(<NoCompany domain="tiny.example" />);
    const status = screen.getByRole('status');
    expect(within(status).getByText('No company record for tiny.example')).toBeTruthy();
    expect(status.textContent).toMatch(/no credits were charged/i);
  });
});
