// A company opened from the search results, drawn right under its row: save it to an audience (free),
// look up its technologies and its full record (each priced before it is paid), and find contacts
// (the API gives contacts with lead lists only: contract.md, GET /v1/lead-lists/{id}/rows). The
// focus moves into it when it opens; Escape or Close closes it and gives the focus back to the row.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { creditText } from '@/components/format';
import { UNIT_PRICES } from '@/lib/api/prices';
import { t } from '@/lib/i18n';
import AddToAudience from '@/components/audiences/AddToAudience';
import { useReturnFocus } from '@/components/use-return-focus';
import { displayDomain } from '@/lib/display/server-strings';
import { audienceActions } from '@/lib/ui/audience-actions';
import { sectionHash } from '@/lib/ui/routes';
import { CompanyRecordPanel } from './CompanyRecordPanel';
import { CompanyTechnologiesPanel } from './CompanyTechnologiesPanel';

export function CompanyDetail({ domain, name, onClose }: { domain: string; name: string; onClose(): void }) {
  const box = useRef<HTMLElement>(null);
  useReturnFocus();
  useEffect(() => {
    box.current?.focus({ preventScroll: true });
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  function keyDown(e: KeyboardEvent) {
    // A dialog opened inside handles its own Escape.
    if (e.key !== 'Escape' || e.defaultPrevented || (e.target as Element).closest('dialog')) return;
    e.preventDefault();
    onClose();
  }

  return (
    <section ref={box} tabIndex={-1} className="company-detail" aria-label={name} onKeyDown={keyDown}>
      <div className="company-detail-head">
        <h3>{name}</h3>
        <button type="button" aria-label={t('companies_closeCompany', [name])} onClick={onClose}>
          {t('companies_close')}
        </button>
      </div>
      <div className="company-detail-actions">
        <AddToAudience domain={domain} display={displayDomain(domain)} actions={audienceActions} />
        <CompanyTechnologiesPanel domain={domain} name={name} />
        <section className="paid-panel" aria-labelledby={`contacts-${domain}`}>
          <h3 id={`contacts-${domain}`}>{t('companies_contacts')}</h3>
          <p className="hint">{t('companies_contactsHint', [creditText(UNIT_PRICES.leadListRow)])}</p>
          <a className="button" href={sectionHash('lead-lists')}>
            {t('companies_findContacts')}
          </a>
        </section>
      </div>
      <CompanyRecordPanel domain={domain} name={name} />
    </section>
  );
}
