// The popup's technology detail view: four paid panels (1 credit each, loaded on request) under a
// header with the way back and "Load all". The page fetches; this renders the Loadable states it is given.
import { useEffect, useRef, type ReactNode } from 'react';
import type { ResponseData } from '../lib/api/catalog';
import type { Loadable } from '@/lib/ui/loadable';
import { MarketShareBody } from './MarketShare';
import { PaidPanel, type NoticeContext } from './PaidPanel';
import { TechIcon } from './TechIcon';
import { TrendBody, YearsSelect } from './TechnologyTrend';
import { TechInfoBody } from './TechInfoBody';
import { StatsFacts } from './technologies/TechnologyFacts';
import { priceOf } from '@/lib/api/prices';
import { creditText } from './format';
import { t, tn } from '@/lib/i18n';
import { categoryLabel } from '@/lib/display/api-values';

export type TechnologyPart = 'info' | 'stats' | 'trend' | 'share';

export interface TechnologyDetailProps {
  tech: { id: number; name: string; category: string; icon?: string | null };
  info: Loadable<ResponseData<'technology.info'>>;
  stats: Loadable<ResponseData<'technology.stats'>>;
  trend: Loadable<ResponseData<'technology.history'>>;
  share: Loadable<ResponseData<'category.marketShare'>>;
  years: number;
  onYearsChange(years: number): void;
  onLoad(part: TechnologyPart): void;
  onRefresh(part: TechnologyPart): void;
  onBack(): void;
  extra?: ReactNode;
  /** Beside the technology's name: "Load all · N credits". */
  actions?: ReactNode;
  /** Market share needs the category id; when it must first come from "What it is", loading costs 2. */
  shareCost?: number;
  /** The clock for "Updated … ago" (tests). */
  now?: number;
  /** Completes each part's error notice (settings link, plan, reset date, automatic 429 retry). */
  notice?: NoticeContext;
}

/** The price of a part: info, usage (stats), trend (history) and market share. */
const COST: Record<TechnologyPart, number> = {
  info: priceOf('technology.info'),
  stats: priceOf('technology.stats'),
  trend: priceOf('technology.history'),
  share: priceOf('category.marketShare'),
};

export function TechnologyDetail(props: TechnologyDetailProps) {
  const { tech, info, stats, trend, share, years, onYearsChange, onLoad, onRefresh, onBack, extra, actions, shareCost = COST.share, now, notice } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // The detail replaces the domain view in the popup: the technology is the page's h1, its parts h2.
  const handlers = (part: TechnologyPart) => ({
    onLoad: () => onLoad(part),
    onRefresh: () => onRefresh(part),
    cost: COST[part],
    now,
    notice,
    level: 2 as const,
  });
  return (
    <div className="tech-detail">
      <header className="tech-detail-head">
        <button type="button" className="back-button" onClick={onBack} aria-label={t('components_backToTechnologies')}>
          {t('components_back')}
        </button>
        <TechIcon name={tech.name} icon={tech.icon ?? null} size={28} />
        <div>
          {/* Focused when the detail opens (the row that opened it is gone): a screen reader reads where it is. */}
          <h1 ref={heading} tabIndex={-1}>
            {tech.name}
          </h1>
          <span className="hint">{categoryLabel(tech.category)}</span>
        </div>
        {actions}
      </header>
      <PaidPanel title={t('components_panelInfo')} loadLabel={t('components_loadInfo')} state={info} {...handlers('info')}>
        {(data) => <TechInfoBody data={data} />}
      </PaidPanel>
      <PaidPanel title={t('components_panelUsage')} loadLabel={t('components_loadUsage')} state={stats} {...handlers('stats')}>
        {(data) => <StatsFacts data={data} />}
      </PaidPanel>
      <PaidPanel
        title={t('components_panelTrend')}
        loadLabel={tn('components_loadTrend', years)}
        state={trend}
        controls={<YearsSelect years={years} onChange={onYearsChange} />}
        {...handlers('trend')}
      >
        {(data) => <TrendBody data={data} years={years} />}
      </PaidPanel>
      <PaidPanel
        title={t('components_panelShare')}
        loadLabel={t('components_loadShare')}
        state={share}
        {...handlers('share')}
        cost={shareCost}
        controls={
          shareCost > COST.share && share.status === 'idle' ? <p className="hint">{t('components_shareIncludesInfo', [creditText(COST.info)])}</p> : undefined
        }
      >
        {(data) => <MarketShareBody data={data} currentId={tech.id} />}
      </PaidPanel>
      {extra}
    </div>
  );
}
