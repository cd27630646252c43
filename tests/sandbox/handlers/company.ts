// Company data (published; record fields from contract.md). The batch is charged per unique domain
// by the catalog's cost, so duplicates cost nothing extra.
import { uniqueDomains } from '../../../lib/api/catalog';
import { notFound } from '../errors';
import { pickFilters } from '../signals';
import type { HandlerGroup } from './types';
import { page, requireTech, toSummary } from './shared';

export const companyHandlers: HandlerGroup<'technology.companies' | 'company.get' | 'companies.search' | 'companies.batch'> = {
  'technology.companies': (p, { state }) => {
    const tech = requireTech(state.world, p.id);
    const all = state.world.companiesUsing(tech.id, pickFilters(p));
    return { data: { technology: toSummary(tech), companies: page(all, p.limit, p.offset), total: all.length, limit: p.limit, offset: p.offset } };
  },
  'company.get': ({ domain }, { state }) => {
    const company = state.world.company(domain);
    if (!company) throw notFound(`No company data for domain ${domain}`);
    return { data: company };
  },
  'companies.search': (p, { state }) => {
    const all = state.world.searchCompanies({ ...pickFilters(p), ...(p.search ? { search: p.search } : {}) });
    return { data: { companies: page(all, p.limit, p.offset), total: all.length, limit: p.limit, offset: p.offset } };
  },
  'companies.batch': ({ domains }, { state }) => {
    const companies = [];
    const not_found: string[] = [];
    for (const domain of uniqueDomains(domains)) {
      const company = state.world.company(domain);
      if (company) companies.push(company);
      else not_found.push(domain);
    }
    return { data: { companies, not_found } };
  },
};
