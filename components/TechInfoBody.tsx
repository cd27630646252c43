// What a technology is (description, website, groups): the body of "What it is" in the popup's
// detail view and on the options technology page.
import type { ResponseData } from '@/lib/api/catalog';
import { displayUrl, safeHref } from './format';
import { t } from '@/lib/i18n';
import { groupLabel } from '@/lib/display/api-values';

export function TechInfoBody({ data }: { data: ResponseData<'technology.info'> }) {
  const website = safeHref(data.website);
  return (
    <>
      <p>{data.description ?? t('components_noDescription')}</p>
      {website && (
        <p>
          <a href={website} target="_blank" rel="noreferrer">
            {displayUrl(website)}
          </a>
        </p>
      )}
      {data.groups.length > 0 && (
        <ul className="chips" aria-label={t('components_groups')}>
          {data.groups.map((g) => (
            <li key={g.id}>{groupLabel(g.name)}</li>
          ))}
        </ul>
      )}
    </>
  );
}
