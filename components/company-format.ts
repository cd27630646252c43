// A company's employee band and location as one short phrase each: shared by the company card, the
// popup's prospect line and every table that lists companies.
import type { CompanyRecord } from '../lib/api/schemas';
import { EMPLOYEE_RANGES, isPublished, type EmployeeRange, type Open } from '../lib/api/published';
import { formatNumber } from './format';
import { t, tn } from '@/lib/i18n';

/**
 * '51-200' → "51–200 employees", '1-1' → "1 employee", '10001+' → "10,001+ employees". A band the
 * published list does not name yet ("10001-50000") is shown as sent, with a neutral "employees".
 */
export function formatEmployees(range: Open<EmployeeRange>): string {
  if (!isPublished(EMPLOYEE_RANGES, range)) return t('components_employeesRange', [range]);
  const [low, high] = range.replace('+', '').split('-').map(Number) as [number, number | undefined];
  if (range.endsWith('+')) return t('components_employeesAtLeast', [formatNumber(low)]);
  if (high === undefined || high === low) return tn('components_employees', low);
  return t('components_employeesRange', [`${formatNumber(low)}–${formatNumber(high)}`]);
}

export function formatLocation(c: Pick<CompanyRecord, 'city' | 'state' | 'country'>): string | null {
  const parts = [c.city, c.state, c.country].filter((p): p is string => !!p && p.trim() !== '');
  return parts.length ? parts.join(', ') : null;
}
