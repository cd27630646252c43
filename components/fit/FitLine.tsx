// The popup's first line: how the site meets the ideal customer, e.g. "Fit 3 of 3: Shopify ✓ · no
// Klaviyo ✓ · runs Mailchimp (competitor) ✓", worked out here (lib/fit/verdict.ts) from the on-page
// result and what is cached: 0 credits. Each condition's evidence is one click away.
import { useEffect, useMemo } from 'react';
import { fitVerdict, type FitInputs } from '@/lib/fit/verdict';
import { FIT_MARKS, evidenceText, fitPart, fitStateText, fitSummary } from '@/lib/display/fit-text';
import { settingsUrl } from '@/lib/ui/routes';
import { t } from '@/lib/i18n';

/** Marked when a verdict that read the on-page result is on screen (tests/bench/local.ts measures it after 'stacklens:local-shown'). */
export const FIT_SHOWN_MARK = 'stacklens:fit-shown';
const NONE: FitInputs['conditions'] = [];

/** With no condition set: a quiet link to Settings › Ideal customer, never a prompt. */
/** Short prop names: the popup's static code that renders it counts against its size budget. `answer`: the cached technologies answer. */
export default function FitLine({
  ideal: conditions = NONE,
  page,
  answer: technologies,
  company,
}: Pick<FitInputs, 'page' | 'company'> & { ideal?: FitInputs['conditions']; answer?: FitInputs['technologies'] }) {
  const verdict = useMemo(() => fitVerdict({ conditions, page, technologies, company }), [conditions, page, technologies, company]);
  useEffect(() => {
    if (page) performance.mark(FIT_SHOWN_MARK);
  }, [page, verdict]);
  if (verdict.total === 0) {
    return (
      <p className="hint fit-setup">
        <a href={settingsUrl()} target="_blank" rel="noreferrer">
          {t('fit_setUp')}
        </a>
      </p>
    );
  }
  return (
    <div className="fit">
      <p className="fit-line">
        <strong>{fitSummary(verdict)}</strong>
        {': '}
        {verdict.results.map((r, i) => (
          <span key={i} className={`fit-part fit-${r.state}`}>
            {i > 0 && ' · '}
            {fitPart(r)} <span aria-hidden="true">{FIT_MARKS[r.state]}</span>
            <span className="visually-hidden">{` (${fitStateText(r.state)})`}</span>
          </span>
        ))}
      </p>
      <details className="fit-why">
        <summary>{t('fit_why')}</summary>
        <ul>
          {verdict.results.map((r, i) => (
            <li key={i}>
              <strong>
                {fitPart(r)} {FIT_MARKS[r.state]}
              </strong>{' '}
              {r.evidence.map(evidenceText).join(' · ')}
            </li>
          ))}
        </ul>
        <p className="hint">{t('fit_free')}</p>
      </details>
    </div>
  );
}
