// The bodies of the "What it is" and "Usage" panels of a technology's page.
import type { ResponseData } from '@/lib/api/catalog';
import { displayUrl, formatNumber, safeHref } from '../format';
import { TechIcon } from '../TechIcon';

export function InfoFacts({ data }: { data: ResponseData<'technology.info'> }) {
  const website = safeHref(data.website);
  return (
    <div className="tech-info">
      <TechIcon name={data.name} icon={data.icon} size={40} />
      <div>
        <p>{data.description ?? 'No description available.'}</p>
        {website && (
          <p>
            Website:{' '}
            <a href={website} target="_blank" rel="noreferrer">
              {displayUrl(website)}
            </a>
          </p>
        )}
        {data.groups.length > 0 && (
          <ul className="chips" aria-label="Groups">
            {data.groups.map((g) => (
              <li key={g.id}>{g.name}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export function StatsFacts({ data }: { data: ResponseData<'technology.stats'> }) {
  return (
    <dl className="facts compact-facts">
      <div>
        <dt>Active domains now</dt>
        <dd>{formatNumber(data.active_domains)}</dd>
      </div>
      <div>
        <dt>Total domains ever</dt>
        <dd>{formatNumber(data.total_domains)}</dd>
      </div>
    </dl>
  );
}
