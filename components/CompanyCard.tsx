// The company behind a domain, laid out for reading (contract.md's full company record). Null
// fields are left out rather than shown as blanks.
import { useState } from 'react';
import type { CompanyRecord } from '../lib/api/schemas';
import { displayUrl, formatNumber, safeHref, safeImageSrc } from './format';
import { formatEmployees, formatLocation } from './company-format';
import { Fact } from './Fact';
import { Monogram } from './Monogram';
import { t } from '@/lib/i18n';
import { companyTypeLabel } from '@/lib/display/api-values';

/** The logo only from https (the link check plus https): an http or data: logo shows the monogram. */
/** A brand name: the same in every language. */
const LINKEDIN = 'LinkedIn';

function Logo({ name, logo }: { name: string; logo: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = safeImageSrc(logo);
  if (!src || src === failed) return <Monogram name={name} size={40} />;
  return <img className="company-logo" src={src} alt={t('components_logoAlt', [name])} width={40} height={40} onError={() => setFailed(src)} />;
}

/** `headingLevel`: 3 under a popup panel's h2, 4 (default) under an options panel's h3. */
export function CompanyCard({ company: c, headingLevel = 4 }: { company: CompanyRecord; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const website = safeHref(c.website);
  const linkedin = safeHref(c.linkedin_url);
  const location = formatLocation(c);
  return (
    <article className="company-card" aria-label={c.name}>
      <header className="company-head">
        <Logo name={c.name} logo={c.logo} />
        <div>
          <Heading>{c.name}</Heading>
          <span className="hint">{c.domain}</span>
        </div>
      </header>
      {c.description && <p className="company-description">{c.description}</p>}
      <dl className="facts compact-facts">
        {(c.industry || c.industry_code !== null) && (
          <Fact term={t('components_factIndustry')}>
            {/* The name the API gives; its code (what the Industry code filter takes) only on hover. */}
            {c.industry ? (
              <span title={c.industry_code !== null ? t('components_industryCode', [String(c.industry_code)]) : undefined}>{c.industry}</span>
            ) : (
              t('components_industryCodeOnly', [String(c.industry_code)])
            )}
          </Fact>
        )}
        {c.employees && <Fact term={t('components_factSize')}>{formatEmployees(c.employees)}</Fact>}
        {c.company_type && <Fact term={t('components_factType')}>{companyTypeLabel(c.company_type)}</Fact>}
        {c.founded !== null && <Fact term={t('components_factFounded')}>{c.founded}</Fact>}
        {location && <Fact term={t('components_factLocation')}>{location}</Fact>}
        <Fact term={t('components_factMembers')}>{formatNumber(c.members)}</Fact>
        {c.specialties.length > 0 && (
          <Fact term={t('components_specialties')} wide>
            <ul className="chips" aria-label={t('components_specialties')}>
              {c.specialties.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </Fact>
        )}
      </dl>
      {(website || linkedin) && (
        <ul className="link-row" aria-label={t('components_links')}>
          {website && (
            <li>
              <a href={website} target="_blank" rel="noreferrer">
                {displayUrl(website)}
              </a>
            </li>
          )}
          {linkedin && (
            <li>
              <a href={linkedin} target="_blank" rel="noreferrer">
                {LINKEDIN}
              </a>
            </li>
          )}
        </ul>
      )}
    </article>
  );
}

/** The popup's answer to a 404 on a company lookup, which is free (contract.md). */
export function NoCompany({ domain }: { domain: string }) {
  return (
    <div className="notice" role="status">
      <strong>{t('components_noCompanyTitle', [domain])}</strong>
      <p>{t('components_noCompanyText')}</p>
    </div>
  );
}
