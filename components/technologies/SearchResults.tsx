// The catalog's answer to a search: icon, name and category, each a link to the technology's page.
import type { TechnologySummary } from '@/lib/api/schemas';
import { t } from '@/lib/i18n';
import { TechIcon } from '../TechIcon';
import { categoryLabel } from '@/lib/display/api-values';

export interface SearchResultsProps {
  technologies: TechnologySummary[];
  search: string;
  hrefFor(id: number): string;
  onOpen?(tech: TechnologySummary): void;
}

export function SearchResults({ technologies, search, hrefFor, onOpen }: SearchResultsProps) {
  if (technologies.length === 0) return <p className="hint">{t('technologies_noMatch', [search])}</p>;
  return (
    <ul className="tech-tiles tech-results" aria-label={t('technologies_found')}>
      {technologies.map((tech) => (
        <li key={tech.id}>
          <a className="tech-tile" href={hrefFor(tech.id)} onClick={() => onOpen?.(tech)}>
            <TechIcon name={tech.name} icon={tech.icon} size={24} />
            <span className="tech-result-name">{tech.name}</span> <span className="hint">{categoryLabel(tech.category)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
