// A technology in detail: what it is, how many sites use it, its trend and its market share, each
// loaded on request for 1 credit (cached afterwards). Market share needs the category id, which comes
// from the local catalog or, failing that, from "What it is".
import { useEffect, useState } from 'react';
import type { DomainTechnology, TechnologySummary } from '@/lib/api/schemas';
import type { NoticeContext } from '@/components/PaidPanel';
import { TechnologyDetail } from '@/components/TechnologyDetail';
import { useApi } from '@/lib/ui/use-api';
import { priceOf } from '@/lib/api/prices';
import { explorerHash, optionsUrl, technologyHash } from '@/lib/ui/routes';

type Part = 'info' | 'stats' | 'trend' | 'share';

export function TechnologyDetailView(props: {
  tech: DomainTechnology;
  known: TechnologySummary | undefined;
  onBack: () => void;
  onSpent: () => void;
  notice?: NoticeContext;
}) {
  const { tech, known, onSpent } = props;
  const [years, setYears] = useState(12);
  const [wanted, setWanted] = useState<Set<Part>>(new Set());
  const id = tech.id;
  const info = useApi('technology.info', { id }, 'peek', onSpent);
  const stats = useApi('technology.stats', { id }, 'peek', onSpent);
  const trend = useApi('technology.history', { id, years }, 'peek', onSpent);
  const categoryId = known?.category_id ?? (info.state.status === 'loaded' ? info.state.data.category_id : undefined);
  const share = useApi('category.marketShare', categoryId ? { id: categoryId, limit: 20 } : null, 'peek', onSpent);

  const parts = { info, stats, trend, share };
  function load(part: Part, refresh = false) {
    if (part === 'share' && !categoryId) {
      // The category comes with "What it is"; the share loads once it is known.
      setWanted((w) => new Set(w).add('share'));
      info.load();
      return;
    }
    (refresh ? parts[part].refresh : parts[part].load)();
  }
  // Wanted, and its category now known: it loads; once on its way, it is no longer waiting.
  const shareLoad = share.load;
  const shareReady = wanted.has('share') && Boolean(categoryId) && share.state.status === 'idle';
  if (wanted.has('share') && categoryId && share.state.status !== 'idle') setWanted((w) => new Set([...w].filter((p) => p !== 'share')));
  useEffect(() => {
    if (shareReady) shareLoad();
  }, [shareReady, shareLoad]);

  return (
    <TechnologyDetail
      tech={{ id, name: tech.name, category: tech.category, icon: known?.icon ?? (info.state.status === 'loaded' ? info.state.data.icon : null) }}
      info={info.state}
      stats={stats.state}
      trend={trend.state}
      share={share.state}
      shareCost={priceOf('category.marketShare') + (categoryId ? 0 : priceOf('technology.info'))}
      years={years}
      onYearsChange={setYears}
      onLoad={(part) => load(part)}
      onRefresh={(part) => load(part, true)}
      onBack={props.onBack}
      notice={props.notice}
      extra={
        <>
          <a className="full-page-link" href={optionsUrl(technologyHash(id))} target="_blank" rel="noreferrer">
            Open full page
          </a>{' '}
          <a className="signals-link" href={optionsUrl(explorerHash('adoption', { id, name: tech.name }))} target="_blank" rel="noreferrer">
            Who adopted this recently
          </a>
        </>
      }
    />
  );
}
