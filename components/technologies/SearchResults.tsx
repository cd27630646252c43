// The catalog's answer to a search: icon, name and category, each a link to the technology's page.
import type { TechnologySummary } from '@/lib/api/schemas';
import { TechIcon } from '../TechIcon';

export interface SearchResultsProps {
  technologies: TechnologySummary[];
  search: string;
  hrefFor(id: number): string;
  onOpen?(tech: TechnologySummary): void;
}

export function SearchResults({ technologies, search, hrefFor, onOpen }: SearchResultsProps) {
  if (technologies.length === 0) return <p className="hint">No technologies match “{search}”.</p>;
  return (
    <ul className="tech-tiles tech-results" aria-label="Technologies found">
      {technologies.map((t) => (
        <li key={t.id}>
          <a className="tech-tile" href={hrefFor(t.id)} onClick={() => onOpen?.(t)}>
            <TechIcon name={t.name} icon={t.icon} size={24} />
            <span className="tech-result-name">{t.name}</span> <span className="hint">{t.category}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
