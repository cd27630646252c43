// One member's stack, opened from its technology count in the members table: the technologies of this
// browser's cached lookup (free, nothing is asked of the API), or what a refresh did for it and how to
// see its technologies when nothing is cached yet.
import { useEffect, useRef } from 'react';
import { creditText } from '@/components/format';
import { priceOf } from '@/lib/api/prices';
import { displayDomain } from '@/lib/display/server-strings';
import type { MemberView } from '@/lib/messaging/features/audiences';
import { formatDate } from '@/lib/display/format';
import { t, tn } from '@/lib/i18n';

/** A last scan's day, as the members table shows it. */
export const scanDay = (at: number) => formatDate(at);

export function MemberStack({ member, href, onClose }: { member: MemberView; href: string; onClose: () => void }) {
  const name = displayDomain(member.domain);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened by a click in the table: the stack takes the focus, so a keyboard or screen reader follows.
  useEffect(() => heading.current?.focus(), [member.domain]);
  const lookup = t('audiences_openMember', [name]);
  return (
    <section id="member-stack" aria-labelledby="member-stack-title" className="member-stack">
      <h4 id="member-stack-title" ref={heading} tabIndex={-1}>
        {t('audiences_stackOf', [name])}
      </h4>
      {member.technologies !== null ? (
        <>
          <p className="hint">
            {member.lastScannedAt !== null
              ? tn('audiences_stackCachedScanned', member.technologies.length, [scanDay(member.lastScannedAt)])
              : tn('audiences_stackCached', member.technologies.length)}
          </p>
          {member.technologies.length > 0 && (
            <ul aria-label={t('audiences_techOf', [name])} className="member-stack-list">
              {member.technologies.map((tech) => (
                <li key={tech}>{tech}</li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <p>
          {member.lastScannedAt !== null ? t('audiences_stackCrawled', [name, scanDay(member.lastScannedAt)]) : t('audiences_stackNotLooked', [name])}{' '}
          {t('audiences_stackHowTo', [name, creditText(priceOf('domain.technologies'))])}
        </p>
      )}
      <div className="row">
        <a className="button" href={href} target="_blank" rel="noreferrer">
          {lookup}
        </a>
        <button type="button" onClick={onClose}>
          {t('audiences_close')}
        </button>
      </div>
    </section>
  );
}
