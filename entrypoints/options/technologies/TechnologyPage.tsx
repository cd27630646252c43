// A technology's page (#technologies/<id>): what it is, usage, trend, market share, sites and
// companies using it. Each part is loaded on request (1 credit, cached) and shown at once when the
// cache already has it. Market share needs the category id and "Sites" the name: when neither the
// search nor the cache gave them, "What it is" is loaded first and the button says 2 credits.
import { useEffect, useState } from 'react';
import { AddAllToAudience } from '@/components/audiences/AddAllToAudience';
import { formatNumber } from '@/components/format';
import { MarketShareBody } from '@/components/MarketShare';
import { PaidPanel } from '@/components/PaidPanel';
import { TechIcon } from '@/components/TechIcon';
import { TrendBody, YearsSelect } from '@/components/TechnologyTrend';
import { LimitSelect } from '@/components/technologies/LimitSelect';
import { SitesList } from '@/components/technologies/SitesList';
import { InfoFacts, StatsFacts } from '@/components/technologies/TechnologyFacts';
import type { TechnologySummary } from '@/lib/api/schemas';
import { useApi } from '@/lib/ui/use-api';
import { CompaniesPanel } from './CompaniesPanel';
import { domainViewUrl } from '@/lib/ui/routes';

type Part = 'info' | 'stats' | 'trend' | 'share' | 'sites';
const SHARE_LIMITS = [10, 20, 50, 100] as const;
const SITE_LIMITS = [10, 50, 100, 250, 500, 1000] as const;

export function TechnologyPage({ id, known, now }: { id: number; known?: TechnologySummary; now?: number }) {
  const [years, setYears] = useState(12);
  const [shareLimit, setShareLimit] = useState(20);
  const [siteLimit, setSiteLimit] = useState(100);
  const [waiting, setWaiting] = useState<Set<'share' | 'sites'>>(new Set());
  const info = useApi('technology.info', { id }, 'peek');
  const stats = useApi('technology.stats', { id }, 'peek');
  const trend = useApi('technology.history', { id, years }, 'peek');
  const infoData = info.state.status === 'loaded' ? info.state.data : undefined;
  const tech = infoData ?? known;
  const categoryId = tech?.category_id;
  const name = tech?.name;
  const share = useApi('category.marketShare', categoryId ? { id: categoryId, limit: shareLimit } : null, 'peek');
  const sites = useApi('technology.domains', name ? { name, limit: siteLimit } : null, 'peek');
  const parts = { info, stats, trend, share, sites };

  function load(part: Part, refresh = false) {
    if ((part === 'share' && !categoryId) || (part === 'sites' && !name)) {
      // The category id and the name come with "What it is"; the part loads once they are known.
      setWaiting((w) => new Set(w).add(part));
      info.load();
      return;
    }
    (refresh ? parts[part].refresh : parts[part].load)();
  }
  const [loadShare, loadSites] = [share.load, sites.load];
  useEffect(() => {
    const ready = [...waiting].filter((p) => (p === 'share' ? categoryId && share.state.status === 'idle' : name && sites.state.status === 'idle'));
    if (ready.length === 0) return;
    setWaiting((w) => new Set([...w].filter((p) => !ready.includes(p))));
    if (ready.includes('share')) loadShare();
    if (ready.includes('sites')) loadSites();
  }, [waiting, categoryId, name, share.state.status, sites.state.status, loadShare, loadSites]);

  const handlers = (part: Part, cost = 1) => ({ onLoad: () => load(part), onRefresh: () => load(part, true), cost, now });
  return (
    <article className="tech-page" aria-labelledby="tech-page-title">
      <a href="#technologies" className="back-link">← Back to search</a>
      <header className="tech-page-head">
        {tech && <TechIcon name={tech.name} icon={tech.icon} size={32} />}
        <div>
          <h2 id="tech-page-title">{tech?.name ?? `Technology #${id}`}</h2>
          <span className="hint">{tech ? tech.category : 'Load “What it is” to see its name and category.'}</span>
        </div>
      </header>
      <PaidPanel title="What it is" loadLabel="description" state={info.state} {...handlers('info')}>
        {(data) => <InfoFacts data={data} />}
      </PaidPanel>
      <PaidPanel title="Usage" loadLabel="usage numbers" state={stats.state} {...handlers('stats')}>
        {(data) => <StatsFacts data={data} />}
      </PaidPanel>
      <PaidPanel title="Trend" loadLabel={`${years}-year trend`} state={trend.state} controls={<YearsSelect years={years} onChange={setYears} />} {...handlers('trend')}>
        {(data) => <TrendBody data={data} years={years} />}
      </PaidPanel>
      <PaidPanel
        title="Market share"
        loadLabel="market share"
        state={share.state}
        controls={<LimitSelect label="Technologies ranked" value={shareLimit} options={SHARE_LIMITS} onChange={setShareLimit} />}
        {...handlers('share', categoryId ? 1 : 2)}
      >
        {(data) => <MarketShareBody data={data} currentId={id} />}
      </PaidPanel>
      <PaidPanel
        title="Sites using it"
        loadLabel="sites"
        state={sites.state}
        controls={<LimitSelect label="Sites to list" value={siteLimit} options={SITE_LIMITS} onChange={setSiteLimit} />}
        {...handlers('sites', name ? 1 : 2)}
      >
        {(data) => (
          <>
            <SitesList data={data} hrefFor={domainViewUrl} now={now} />
            {data.domains.length > 0 && (
              <div className="row">
                {/* The sites listed, not every site using it: the label says so when the list is partial. */}
                <AddAllToAudience
                  domains={data.domains.map((d) => d.domain)}
                  label={data.domains.length >= data.count ? 'Add all to audience' : `Add these ${formatNumber(data.domains.length)} sites to an audience`}
                />
              </div>
            )}
          </>
        )}
      </PaidPanel>
      <CompaniesPanel id={id} name={name ?? `technology #${id}`} now={now} />
    </article>
  );
}
