// Options › Technologies: search the catalog and open a technology's page
// (#technologies/<id>), where every paid part is loaded on request and cached.
import { KeyRequired } from '../KeyRequired';
import { t } from '@/lib/i18n';
import { useState } from 'react';
import type { TechnologySummary } from '@/lib/api/schemas';
import { technologyIdFromHash } from '@/lib/ui/routes';
import { useHashRoute } from '@/lib/ui/use-hash-route';
import { SearchPanel } from '../technologies/SearchPanel';
import { TechnologyPage } from '../technologies/TechnologyPage';
import '../technologies/technologies.css';

/** `now` fixes the clock (tests). */
export function TechnologiesSection({ now }: { now?: number } = {}) {
  const id = technologyIdFromHash(useHashRoute());
  // Summaries from the search: the page knows the name and category without paying for them again.
  const [known] = useState(() => new Map<number, TechnologySummary>());
  return (
    <section aria-labelledby="technologies-title" className="technologies-section">
      <h1 id="technologies-title">{t('technologies_title')}</h1>
      <KeyRequired why={t('technologies_keyRequired')}>
        {/* Kept mounted while a page is open, so Back returns to the same results. */}
        <div hidden={id !== null}>
          <SearchPanel onOpen={(t) => known.set(t.id, t)} now={now} />
        </div>
        {id !== null && <TechnologyPage key={id} id={id} known={known.get(id)} now={now} />}
      </KeyRequired>
    </section>
  );
}
