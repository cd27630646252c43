// One member's stack, opened from its technology count in the members table: the technologies of this
// browser's cached lookup (free, nothing is asked of the API), or what a refresh did for it and how to
// see its technologies when nothing is cached yet.
import { useEffect, useRef } from 'react';
import { creditText } from '@/components/format';
import { priceOf } from '@/lib/api/prices';
import { displayDomain } from '@/lib/display/server-strings';
import type { MemberView } from '@/lib/messaging/features/audiences';
import { formatDate, formatNumber } from '@/lib/display/format';

/** A last scan's day, as the members table shows it. */
export const scanDay = (t: number) => formatDate(t);

export function MemberStack({ member, href, onClose }: { member: MemberView; href: string; onClose: () => void }) {
  const name = displayDomain(member.domain);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened by a click in the table: the stack takes the focus, so a keyboard or screen reader follows.
  useEffect(() => heading.current?.focus(), [member.domain]);
  const lookup = `Open ${name}`;
  return (
    <section id="member-stack" aria-labelledby="member-stack-title" className="member-stack">
      <h4 id="member-stack-title" ref={heading} tabIndex={-1}>
        Stack of {name}
      </h4>
      {member.technologies !== null ? (
        <>
          <p className="hint">
            {member.technologies.length === 1 ? '1 technology' : `${formatNumber(member.technologies.length)} technologies`} from the lookup saved in this
            browser (free){member.lastScannedAt !== null ? `; last crawled ${scanDay(member.lastScannedAt)}` : ''}.
          </p>
          {member.technologies.length > 0 && (
            <ul aria-label={`Technologies of ${name}`} className="member-stack-list">
              {member.technologies.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <p>
          {member.lastScannedAt !== null
            ? `A refresh crawled ${name} on ${scanDay(member.lastScannedAt)}; this browser has not looked up its technologies yet.`
            : `${name} has not been looked up in this browser yet.`}{' '}
          {lookup} to see them: it asks before a lookup ({creditText(priceOf('domain.technologies'))}), free once saved here.
        </p>
      )}
      <div className="row">
        <a className="button" href={href} target="_blank" rel="noreferrer">
          {lookup}
        </a>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    </section>
  );
}
