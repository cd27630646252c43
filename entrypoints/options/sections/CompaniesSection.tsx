// Options › Companies: search the company database with the shared filters, and look up
// up to 100 domains at once. Every paid action states its price first.
import { KeyRequired } from '../KeyRequired';
import { t } from '@/lib/i18n';
import { CompanyBatchPanel } from '../companies/CompanyBatchPanel';
import { CompanySearchPanel } from '../companies/CompanySearchPanel';
import '../companies/companies.css';

export function CompaniesSection() {
  return (
    <section aria-labelledby="companies-title" className="companies-section">
      <h1 id="companies-title">{t('companies_title')}</h1>
      <KeyRequired why={t('companies_keyRequired')}>
        <CompanySearchPanel />
        <CompanyBatchPanel />
      </KeyRequired>
    </section>
  );
}
