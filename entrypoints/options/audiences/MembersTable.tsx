// Members in a virtualised table (only the rows in view are in the DOM, so 10,000 stay fast):
// search, sort, remove, open in the domain view, cached technology count and last scan. Opening is a
// link (new tab) like every other domain in a table, so the browser opens the extension page itself.
import { useMemo, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { displayDomain } from '@/lib/display/server-strings';
import type { MemberView } from '@/lib/messaging/features/audiences';
import { priceOf } from '@/lib/api/prices';
import { creditText } from '@/components/format';

type SortKey = 'domain' | 'technologies' | 'lastScannedAt' | 'addedAt';
const ROW_HEIGHT = 36;
const COLUMNS = '1fr 120px 140px 200px';

/** An IDN as people write it (bücher.de, not xn--bcher-kva.de) unless a label mixes scripts; the stored ASCII form is unchanged. */
export { displayDomain };

/** The contract gives a member's last scan, not what it found: its technologies are one lookup away. */
const SCANNED_HINT = `Crawled by a refresh; open it to see its technologies (a lookup, ${creditText(priceOf('domain.technologies'))}, free once cached)`;

function day(t: number | null) {
  return t === null ? 'Never' : new Date(t).toISOString().slice(0, 10);
}

export function MembersTable(props: { members: MemberView[]; onRemove: (domain: string) => void; hrefFor: (domain: string) => string }) {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'domain', desc: false });
  const rows = useMemo(() => {
    const q = query.trim().toLowerCase();
    // Searched in both forms: "bücher" and "xn--bcher" find the same member.
    const list = q
      ? props.members.filter(
          (m) => m.domain.includes(q) || displayDomain(m.domain).toLowerCase().includes(q) || m.technologies?.some((t) => t.toLowerCase().includes(q)),
        )
      : [...props.members];
    const value = (m: MemberView): string | number =>
      sort.key === 'domain' ? displayDomain(m.domain) : sort.key === 'technologies' ? (m.technologies?.length ?? -1) : (m[sort.key] ?? -1);
    list.sort((a, b) => {
      const x = value(a);
      const y = value(b);
      const c = typeof x === 'string' ? x.localeCompare(y as string) : x - (y as number);
      return sort.desc ? -c : c;
    });
    return list;
  }, [props.members, query, sort]);
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual's accessors change with every scroll; nothing here memoizes them (no React Compiler)
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    initialRect: { width: 800, height: 400 },
  });

  const header = (key: SortKey, label: string) => (
    <div role="columnheader" aria-sort={sort.key === key ? (sort.desc ? 'descending' : 'ascending') : 'none'}>
      <button type="button" className="link-button" onClick={() => setSort((s) => ({ key, desc: s.key === key ? !s.desc : key !== 'domain' }))}>
        {label}
        {sort.key === key ? (sort.desc ? ' ↓' : ' ↑') : ''}
      </button>
    </div>
  );
  return (
    <div className="members">
      <label className="inline-field">
        Search members
        <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Domain or technology" />
      </label>
      <p className="hint" aria-live="polite">
        {rows.length.toLocaleString('en-US')} of {props.members.length.toLocaleString('en-US')} members
      </p>
      <div role="table" aria-label="Members" aria-rowcount={rows.length + 1} className="members-table">
        <div role="rowgroup">
          <div role="row" className="members-row members-head" style={{ gridTemplateColumns: COLUMNS }}>
            {header('domain', 'Domain')}
            {header('technologies', 'Technologies')}
            {header('lastScannedAt', 'Last scan')}
            <div role="columnheader">Actions</div>
          </div>
        </div>
        <div
          ref={scroller}
          role="rowgroup"
          className="members-scroll"
          style={{ height: Math.min(400, Math.max(ROW_HEIGHT, rows.length * ROW_HEIGHT)), overflowY: 'auto' }}
        >
          <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
            {virtual.getVirtualItems().map((item) => {
              const m = rows[item.index]!;
              return (
                <div
                  key={m.domain}
                  role="row"
                  aria-rowindex={item.index + 2}
                  className="members-row"
                  style={{
                    gridTemplateColumns: COLUMNS,
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    right: 0,
                    height: ROW_HEIGHT,
                    transform: `translateY(${item.start}px)`,
                  }}
                >
                  <div role="cell" title={displayDomain(m.domain) === m.domain ? undefined : m.domain}>
                    <a href={props.hrefFor(m.domain)} target="_blank" rel="noreferrer">
                      {displayDomain(m.domain)}
                    </a>
                  </div>
                  <div role="cell" title={m.technologies ? m.technologies.join(', ') : m.lastScannedAt !== null ? SCANNED_HINT : undefined}>
                    {/* A member a refresh crawled (and billed) reads as scanned, never as if nothing was done for it. */}
                    {m.technologies !== null ? m.technologies.length : m.lastScannedAt !== null ? 'Scanned' : 'Not looked up'}
                  </div>
                  <div role="cell">{day(m.lastScannedAt)}</div>
                  <div role="cell" className="row">
                    <a className="button" href={props.hrefFor(m.domain)} target="_blank" rel="noreferrer" aria-label={`Open ${displayDomain(m.domain)}`}>
                      Open
                    </a>
                    <button type="button" onClick={() => props.onRemove(m.domain)} aria-label={`Remove ${displayDomain(m.domain)}`}>
                      Remove
                    </button>
                  </div>
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}
