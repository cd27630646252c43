// What a prospector wants first under a domain: who the company is, in one line, and the latest change
// in its stack ("Switched Mailchimp → Klaviyo 12 days ago"). Both only from answers already cached:
// this line never spends a credit.
import type { CompanySummary } from '@/lib/api/schemas';
import { formatEmployees, formatLocation } from './company-format';
import { latestChange, type HistoryEntry } from './history-events';
import { RelativeTime } from './RelativeTime';

/** "StackLens Fixture Shop · Retail · San Francisco, CA, United States · 51–200 employees". */
export function companyLine(c: Pick<CompanySummary, 'name' | 'industry' | 'employees' | 'city' | 'state' | 'country'>): string {
  return [c.name, c.industry, formatLocation(c), c.employees ? formatEmployees(c.employees) : null]
    .filter((p): p is string => !!p && p.trim() !== '')
    .join(' · ');
}

export function ProspectSummary({ company, history, now }: { company: CompanySummary | null; history: readonly HistoryEntry[] | null; now?: number }) {
  const latest = Array.isArray(history) ? latestChange(history) : null;
  // Only a cached answer with a company name makes a line: anything else in the cache shows nothing.
  if (company && typeof company.name !== 'string') company = null;
  if (!company && !latest) return null;
  return (
    <div className="prospect-summary">
      {company && (
        <p className="company-line">
          <strong>{company.name}</strong>
          {companyLine(company).slice(company.name.length)}
        </p>
      )}
      {latest && (
        <p className="latest-change">
          {latest.text} <RelativeTime value={latest.at} now={now} />
        </p>
      )}
    </div>
  );
}
