// A technology in detail: what it is, how many sites use it, its trend and its market share, each
// loaded on request for 1 credit (cached afterwards), or all at once after one confirmation. Market share needs the category id, which comes
// from the local catalog or, failing that, from "What it is".
import { useEffect, useState } from 'react';
import type { DomainTechnology, TechnologySummary } from '@/lib/api/schemas';
import type { FeatureName } from '@/lib/messaging/protocol';
import type { NoticeContext } from '@/components/PaidPanel';
import { TechnologyDetail } from '@/components/TechnologyDetail';
import PopupShortcuts from './PopupShortcuts';
import { LoadAll } from '@/components/technologies/LoadAll';
import { messenger } from '@/lib/messaging/client';
import { useApi } from '@/lib/ui/use-api';
import { priceOf, type PricedEndpoint } from '@/lib/api/prices';
import { explorerHash, optionsUrl, technologyHash } from '@/lib/ui/routes';
import { t } from '@/lib/i18n';
import { useShortcutKeys } from '@/lib/ui/use-shortcut-keys';
import { loadAllPrices, partPrice, type PartDeclaration } from '@/components/technologies/part-prices';

type Part = 'info' | 'stats' | 'trend' | 'share';
const PART_ORDER: readonly Part[] = ['info', 'stats', 'trend', 'share'];
/** Each part's call, its panel's title's key (the "Load all" confirmation lists them by it) and the feature
 *  the catalog counts it under (not imported here: the catalog's schemas stay out of the popup). */
const PART: Record<
  Part,
  { endpoint: PricedEndpoint; title: 'popup_partInfo' | 'popup_partStats' | 'popup_partTrend' | 'popup_partShare'; feature: FeatureName }
> = {
  info: { endpoint: 'technology.info', title: 'popup_partInfo', feature: 'technology' },
  stats: { endpoint: 'technology.stats', title: 'popup_partStats', feature: 'market' },
  trend: { endpoint: 'technology.history', title: 'popup_partTrend', feature: 'market' },
  share: { endpoint: 'category.marketShare', title: 'popup_partShare', feature: 'market' },
};
/** The parts' prices: market share needs the category "What it is" names (part-prices.ts). */
const PRICED: Record<Part, PartDeclaration<Part>> = { ...PART, share: { ...PART.share, needs: 'info' } };

export function TechnologyDetailView(props: {
  tech: DomainTechnology;
  known: TechnologySummary | undefined;
  onBack: () => void;
  onSpent: () => void;
  notice?: NoticeContext;
}) {
  const { tech, known, onSpent } = props;
  // Back (its button or Escape, not while a dialog is open or in a field: use-shortcut-keys.ts): the list
  // comes back and the focus returns to the row that opened this detail.
  const back = () => {
    focusRowWhenShown(tech);
    props.onBack();
  };
  useShortcutKeys({ Escape: back });
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

  // "Load all": every part not shown and not on its way (a failed one is tried again). Market share
  // waiting for "What it is" is on its way already; with "What it is" shown and no category in it, it
  // cannot be asked for.
  const pending = PART_ORDER.filter((part) => {
    const status = parts[part].state.status;
    if (status !== 'idle' && status !== 'error') return false;
    return part !== 'share' || (!wanted.has('share') && (Boolean(categoryId) || info.state.status !== 'loaded'));
  });
  // Market share includes "What it is" while its category is unknown and "What it is" is not on its way.
  const waits = (part: Part) => part === 'share' && !categoryId && info.state.status !== 'loading';
  function loadAll() {
    for (const part of pending) if (part !== 'info') load(part);
    // Market share without its category asks for "What it is" itself: once is enough.
    if (pending.includes('info') && !(pending.includes('share') && !categoryId)) info.load();
  }

  return (
    <>
      {/* `?` lists the shortcuts here too (the domain view's LaterParts are not shown under a detail). */}
      <PopupShortcuts />
      <TechnologyDetail
        tech={{ id, name: tech.name, category: tech.category, icon: known?.icon ?? (info.state.status === 'loaded' ? info.state.data.icon : null) }}
        info={info.state}
        stats={stats.state}
        trend={trend.state}
        share={share.state}
        shareCost={partPrice(PRICED, 'share', waits).cost}
        years={years}
        onYearsChange={setYears}
        onLoad={(part) => load(part)}
        onRefresh={(part) => load(part, true)}
        onBack={back}
        notice={props.notice}
        actions={
          <LoadAll
            className="tech-load-all"
            subject={tech.name}
            parts={loadAllPrices(PRICED, pending, waits).map((line) => ({
              key: line.key,
              title: t(PART[line.key].title),
              cost: line.cost,
              includes: line.includes
                ? { title: t(PART[line.includes].title), cost: priceOf(PART[line.includes].endpoint), feature: PART[line.includes].feature }
                : undefined,
              feature: PART[line.key].feature,
            }))}
            readBalance={() => messenger.send('credits.get', {}).then((b) => b.balance)}
            onConfirm={loadAll}
          />
        }
        extra={
          <>
            <a className="full-page-link" href={optionsUrl(technologyHash(id))} target="_blank" rel="noreferrer">
              {t('popup_openFullPage')}
            </a>{' '}
            <a className="signals-link" href={optionsUrl(explorerHash('adoption', { id, name: tech.name }))} target="_blank" rel="noreferrer">
              {t('popup_whoAdopted')}
            </a>
          </>
        }
      />
    </>
  );
}

/**
 * Focuses the row of `tech` once the list shows it again (rows come a part at a task, use-revealed.ts):
 * the row named by its title, on the same subdomain (its host chip); gives up after about two seconds.
 * Here, in the detail's lazy file, not in the popup's first bundle (tests/unit/build/popup-size.test.ts).
 */
function focusRowWhenShown(tech: Pick<DomainTechnology, 'name' | 'subdomain'>) {
  const sub = tech.subdomain && tech.subdomain !== 'www' ? tech.subdomain : null;
  const onSub = (row: Element) => {
    const chip = row.querySelector('.chip-host')?.textContent ?? null;
    // The chip reads "on shop.example.com" (or "on shop" without the domain).
    return sub === null ? chip === null : chip !== null && (` ${chip}`.includes(` ${sub}.`) || chip.endsWith(` ${sub}`));
  };
  let tries = 0;
  const attempt = () => {
    const rows = [...document.querySelectorAll<HTMLElement>(`button.tech-row[title="${CSS.escape(tech.name)}"]`)];
    const row = rows.find(onSub) ?? rows[0];
    if (row) {
      row.focus();
      row.scrollIntoView({ block: 'nearest' });
    } else if (++tries <= 120) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
