// Members in a virtualised table over the audience's whole count, the rows fetched a page at a time
// from the worker as they scroll into view (use-member-pages.ts), so 100,000 members open at once:
// search by the start of a domain, sort, remove, open in the domain view, cached technology count and
// last scan. The count opens the member's stack below the table (this browser's cached lookup: free);
// Open is a link (new tab) like every other domain in a table, so the browser opens the extension page.
import { useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ErrorNotice } from '@/components/ErrorNotice';
import { toApiError } from '@/lib/api/errors';
import { displayDomain } from '@/lib/display/server-strings';
import type { MemberSort } from '@/lib/audiences/member-pages';
import { priceOf } from '@/lib/api/prices';
import { creditText } from '@/components/format';
import { MemberStack, scanDay } from './MemberStack';
import { useMemberPages, type LoadMemberPage } from './use-member-pages';
import { formatNumber } from '@/lib/display/format';
import { t, tn } from '@/lib/i18n';
import type { MemberView } from '@/lib/messaging/features/audiences';
import { fitVerdict } from '@/lib/fit/verdict';
import type { FitCondition } from '@/lib/fit/conditions';
import { fitCell } from '@/lib/display/fit-text';
import { useIdealCustomer } from '@/lib/ui/use-ideal-customer';

type SortKey = MemberSort;
const ROW_HEIGHT = 36;
const COLUMNS = '1fr 150px 120px 200px';
/** With an ideal customer set: a Fit column after the technologies. */
const FIT_COLUMNS = '1fr 150px 130px 120px 200px';

/** An IDN as people write it (bücher.de, not xn--bcher-kva.de) unless a label mixes scripts; the stored ASCII form is unchanged. */
export { displayDomain };

/** The contract gives a member's last scan, not what it found: its technologies are one lookup away. */
const scannedHint = () => t('audiences_scannedHint', [creditText(priceOf('domain.technologies'))]);

const day = (at: number | null) => (at === null ? t('audiences_never') : scanDay(at));

/** What the Technologies cell says: the cached count, or that a refresh crawled it, or that nothing was looked up. */
function techLabel(m: MemberView) {
  if (m.technologies !== null) return tn('audiences_technologies', m.technologies.length);
  return m.lastScannedAt !== null ? t('audiences_scanned') : t('audiences_notLookedUp');
}

const fmt = (n: number) => formatNumber(n);

/** A member's fit from its cached technologies (by name; free). The row carries no company record: company conditions read unknown here. */
const fitOf = (conditions: FitCondition[], m: MemberView) =>
  fitCell(fitVerdict({ conditions, technologies: m.technologies ? { active_technologies: m.technologies.map((name) => ({ name })) } : null }));

export interface MembersTableProps {
  /** Members of the audience in this browser (the count from the worker, known before any row). */
  total: number;
  /** Changes whenever the members may have changed: the rows in view are asked for again. */
  version: string;
  load: LoadMemberPage;
  onRemove: (domain: string) => void;
  hrefFor: (domain: string) => string;
}

export function MembersTable(props: MembersTableProps) {
  const [query, setQuery] = useState('');
  /** The member whose stack shows below the table: its row, as it was when clicked. */
  const [open, setOpen] = useState<{ index: number; member: MemberView } | null>(null);
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'domain', desc: false });
  const scroller = useRef<HTMLDivElement>(null);
  const conditions = useIdealCustomer();
  const columns = conditions.length ? FIT_COLUMNS : COLUMNS;
  // The rows in view, as the virtualiser last reported them (from its layout effects and scroll events).
  const [range, setRange] = useState({ first: 0, last: 0 });
  const pages = useMemberPages(props.load, { sort: sort.key, desc: sort.desc, query: query.trim() }, props.version, range.first, range.last);
  // Before the first page answers, every member matches an empty search.
  const count = pages.matched ?? (query.trim() ? 0 : props.total);
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual's accessors change with every scroll; nothing here memoizes them (no React Compiler)
  const virtual = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    initialRect: { width: 800, height: 400 },
    onChange: (v) => {
      const items = v.getVirtualItems();
      const next = { first: items[0]?.index ?? 0, last: items[items.length - 1]?.index ?? 0 };
      setRange((r) => (r.first === next.first && r.last === next.last ? r : next));
    },
  });
  /** Another search or order starts at the top; a change of members keeps the scroll where it is. */
  function reorder(next: () => void) {
    next();
    scroller.current?.scrollTo({ top: 0 });
  }

  const header = (key: SortKey, label: string) => (
    <div role="columnheader" aria-sort={sort.key === key ? (sort.desc ? 'descending' : 'ascending') : 'none'}>
      <button type="button" className="link-button" onClick={() => reorder(() => setSort((s) => ({ key, desc: s.key === key ? !s.desc : key !== 'domain' })))}>
        {label}
        {sort.key === key ? (sort.desc ? ' ↓' : ' ↑') : ''}
      </button>
    </div>
  );
  // The open member as its row reads now (a refresh's last scan, a lookup made since), when still in view.
  const current = open ? pages.row(open.index) : undefined;
  const shown = open ? (current?.domain === open.member.domain ? current : open.member) : null;
  if (props.total === 0) {
    return (
      <div className="members members-empty" role="status">
        <p>
          <strong>{t('audiences_noMembers')}</strong> {t('audiences_noMembersHint')}
        </p>
      </div>
    );
  }
  return (
    <div className="members">
      <label className="inline-field">
        {t('audiences_searchMembers')}
        <input type="search" value={query} onChange={(e) => reorder(() => setQuery(e.target.value))} placeholder={t('audiences_searchPlaceholder')} />
      </label>
      <p className="hint" aria-live="polite">
        {pages.matched === null && query.trim() ? t('audiences_searching') : tn('audiences_matchedOf', pages.total ?? props.total, [fmt(count)])}
      </p>
      {pages.error && <ErrorNotice error={toApiError(pages.error)} onRetry={pages.retry} />}
      <div role="table" aria-label={t('audiences_membersTitle')} aria-rowcount={count + 1} className="members-table">
        <div role="rowgroup">
          <div role="row" className="members-row members-head" style={{ gridTemplateColumns: columns }}>
            {header('domain', t('audiences_colDomain'))}
            {header('technologies', t('audiences_colTechnologies'))}
            {conditions.length > 0 && <div role="columnheader">{t('fit_column')}</div>}
            {header('lastScannedAt', t('audiences_colLastScan'))}
            <div role="columnheader">{t('audiences_colActions')}</div>
          </div>
        </div>
        <div
          ref={scroller}
          role="rowgroup"
          className="members-scroll"
          style={{ height: Math.min(400, Math.max(ROW_HEIGHT, count * ROW_HEIGHT)), overflowY: 'auto' }}
        >
          <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
            {virtual.getVirtualItems().map((item) => {
              const m = pages.row(item.index);
              const style = {
                gridTemplateColumns: columns,
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                height: ROW_HEIGHT,
                transform: `translateY(${item.start}px)`,
              } as const;
              if (!m) {
                return (
                  <div key={item.index} role="row" aria-rowindex={item.index + 2} aria-busy="true" className="members-row" style={style}>
                    <div role="cell">{t('audiences_loading')}</div>
                    <div role="cell" />
                    <div role="cell" />
                    <div role="cell" />
                    {conditions.length > 0 && <div role="cell" />}
                  </div>
                );
              }
              return (
                <div key={item.index} role="row" aria-rowindex={item.index + 2} className="members-row" style={style}>
                  <div role="cell" title={displayDomain(m.domain) === m.domain ? undefined : m.domain}>
                    <a href={props.hrefFor(m.domain)} target="_blank" rel="noreferrer">
                      {displayDomain(m.domain)}
                    </a>
                  </div>
                  <div role="cell" title={m.technologies ? m.technologies.join(', ') : m.lastScannedAt !== null ? scannedHint() : undefined}>
                    {/* A member a refresh crawled (and billed) reads as scanned, never as if nothing was done for it. */}
                    <button
                      type="button"
                      className="link-button"
                      aria-expanded={open?.member.domain === m.domain}
                      aria-controls="member-stack"
                      aria-label={t('audiences_stackOfLabel', [displayDomain(m.domain), techLabel(m)])}
                      onClick={() => setOpen((o) => (o?.member.domain === m.domain ? null : { index: item.index, member: m }))}
                    >
                      {techLabel(m)}
                    </button>
                  </div>
                  {conditions.length > 0 && <div role="cell">{fitOf(conditions, m)}</div>}
                  <div role="cell" className="date">
                    {day(m.lastScannedAt)}
                  </div>
                  <div role="cell" className="row">
                    <a
                      className="button"
                      href={props.hrefFor(m.domain)}
                      target="_blank"
                      rel="noreferrer"
                      aria-label={t('audiences_openMember', [displayDomain(m.domain)])}
                    >
                      {t('audiences_open')}
                    </a>
                    <button type="button" onClick={() => props.onRemove(m.domain)} aria-label={t('audiences_removeMember', [displayDomain(m.domain)])}>
                      {t('audiences_remove')}
                    </button>
                  </div>
                </div>
              );
            })}
          </div>
        </div>
      </div>
      {shown && <MemberStack member={shown} href={props.hrefFor(shown.domain)} onClose={() => setOpen(null)} />}
    </div>
  );
}
