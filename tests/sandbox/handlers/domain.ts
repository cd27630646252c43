// Domain technologies and history (published): a domain absent from the database is a free 404.
import { notFound } from '../errors';
import type { HandlerGroup } from './types';
import { toSummary } from './shared';

const missing = (domain: string) => notFound(`No data found for domain ${domain}`);

export const domainHandlers: HandlerGroup<'domain.technologies' | 'domain.history' | 'technology.domains'> = {
  'domain.technologies': ({ domain }, { state }) => {
    const report = state.world.domainReport(domain);
    if (!report) throw missing(domain);
    return { data: report };
  },
  'domain.history': ({ domain }, { state }) => {
    const history = state.world.domainHistory(domain);
    if (!history) throw missing(domain);
    return { data: history };
  },
  // `count` is the number of domains returned (the endpoint has no offset).
  'technology.domains': ({ name, limit }, { state }) => {
    const tech = state.world.techByName(name);
    if (!tech) throw notFound(`No technology named ${name}`);
    const domains = [...state.world.domainsUsing(tech.id)].sort((a, b) => b.last_detected.localeCompare(a.last_detected)).slice(0, limit);
    return { data: { technology: toSummary(tech), domains, count: domains.length } };
  },
};
