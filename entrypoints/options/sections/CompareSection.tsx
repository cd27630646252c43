// Options › Compare sites: two to five sites side by side (#compare?sites=…, the link that reopens the
// same comparison). Cached sites are free; the others are listed with their price and looked up only
// after one confirmation stating the total. Export CSV: a row per technology, a column per site.
import { useMemo, useState } from 'react';
import { KeyRequired } from '../KeyRequired';
import { ConfirmSpend } from '@/components/companies/ConfirmSpend';
import { ErrorNotice } from '@/components/ErrorNotice';
import { ComparisonTable } from '@/components/compare/ComparisonTable';
import { creditText } from '@/components/format';
import { priceOf } from '@/lib/api/prices';
import { comparisonCsvRows, compareSites, onlyDifferences } from '@/lib/compare/comparison';
import { messenger } from '@/lib/messaging/client';
import { displayDomain } from '@/lib/display/server-strings';
import { downloadText, exportName, toCsv } from '@/lib/export/export';
import { COMPARE_MAX, compareHash, compareSitesFromHash, optionsUrl } from '@/lib/ui/routes';
import { useConfirmedSpend } from '@/lib/ui/use-confirmed-spend';
import { useHashRoute } from '@/lib/ui/use-hash-route';
import { ADD_SITE_FIELD, AddSiteForm } from '../compare/AddSiteForm';
import { commonShortcuts, ShortcutsDialog } from '@/components/ShortcutsDialog';
import { t, tn } from '@/lib/i18n';
import { useShortcutKeys } from '@/lib/ui/use-shortcut-keys';
import { useComparedSites } from '../compare/use-compared-sites';
import { fitVerdict } from '@/lib/fit/verdict';
import { fitRank } from '@/lib/fit/rank';
import { fitCell } from '@/lib/display/fit-text';
import { useIdealCustomer } from '@/lib/ui/use-ideal-customer';
import '../compare/compare.css';

/** Shows another comparison: the hash is the page's state, so Back returns to the previous one. */
function go(list: readonly string[]) {
  location.hash = compareHash(list);
}

export function CompareSection() {
  const [shortcuts, setShortcuts] = useState(false);
  useShortcutKeys({ '?': () => setShortcuts(true), '/': () => document.getElementById(ADD_SITE_FIELD)?.focus() });
  const [help, ...rest] = commonShortcuts();
  return (
    <section aria-labelledby="compare-title" className="compare-section">
      <h1 id="compare-title">{t('compare_title')}</h1>
      <p className="hint">{t('reach_shortcutsHint')}</p>
      {shortcuts && <ShortcutsDialog shortcuts={[help!, { keys: '/', does: t('reach_shortcutAddSite') }, ...rest]} onClose={() => setShortcuts(false)} />}
      <KeyRequired why={t('compare_keyRequired')}>
        <Comparison />
      </KeyRequired>
    </section>
  );
}

function Comparison() {
  const domains = compareSitesFromHash(useHashRoute());
  const { sites, lookUp } = useComparedSites(domains);
  const conditions = useIdealCustomer();
  const [bestFirst, setBestFirst] = useState(false);
  // Each site's fit, from its cached answers only (0 credits); best first when asked (a stable sort).
  const known = useMemo(() => {
    const rated = (sites ?? [])
      .filter((s) => s.answer !== null)
      .map((s) => ({ ...s, fit: conditions.length ? fitVerdict({ conditions, technologies: s.answer, company: s.company }) : null }));
    return bestFirst ? [...rated].sort((a, b) => fitRank(b.fit) - fitRank(a.fit)) : rated;
  }, [sites, conditions, bestFirst]);
  const missing = (sites ?? []).filter((s) => s.answer === null).map((s) => s.domain);
  const total = missing.length * priceOf('domain.technologies');
  const spend = useConfirmedSpend(
    () => lookUp(missing),
    () => undefined,
  );
  // The balance the confirmation says before → after: as of the API's last answer (a free, local read; the
  // worker re-reads the server's, free, when that figure is in doubt), null (said so) if unknown.
  const [balance, setBalance] = useState<number | null>(null);
  async function askToLookUp() {
    setBalance((await messenger.send('credits.get', {}).catch(() => null))?.balance ?? null);
    spend.ask();
  }
  const [differencesOnly, setDifferencesOnly] = useState(false);
  // "Recent" is counted from when the page opened.
  const [now] = useState(() => Date.now());
  const groups = useMemo(
    () =>
      compareSites(
        known.map((s) => s.answer!),
        now,
      ),
    [known, now],
  );

  // "Only differences" hides the rows every site answers alike (the export keeps every row).
  const shown = useMemo(() => (differencesOnly && known.length > 1 ? onlyDifferences(groups) : groups), [differencesOnly, known.length, groups]);

  function exportCsv() {
    const { columns, rows } = comparisonCsvRows(
      groups,
      known.map((s) => s.domain),
    );
    downloadText(exportName('comparison', known.map((s) => s.domain).join('-vs-'), 'csv'), toCsv(rows, columns), 'text/csv');
  }

  return (
    <>
      <p className="hint">{tn('compare_intro', COMPARE_MAX, [creditText(priceOf('domain.technologies'))])}</p>
      <ul className="compare-sites" aria-label={t('compare_sitesCompared')}>
        {domains.map((domain) => (
          <li key={domain}>
            <span>{displayDomain(domain)}</span>
            <span className="hint">
              {sites === null ? '…' : missing.includes(domain) ? t('compare_notCached', [creditText(priceOf('domain.technologies'))]) : t('compare_cachedFree')}
            </span>
            <button type="button" aria-label={t('compare_removeSite', [displayDomain(domain)])} onClick={() => go(domains.filter((d) => d !== domain))}>
              {t('compare_remove')}
            </button>
          </li>
        ))}
      </ul>
      {domains.length < COMPARE_MAX && <AddSiteForm onAdd={(domain) => go([...domains.filter((d) => d !== domain), domain])} />}
      {domains.length < 2 && <p className="hint">{t('compare_addTwo')}</p>}
      {missing.length > 0 && (
        <p className="notice-actions">
          <button type="button" className="primary" disabled={spend.busy} onClick={() => void askToLookUp()}>
            {tn('compare_lookUpMissing', missing.length, [creditText(total)])}
          </button>
        </p>
      )}
      {spend.confirming && (
        <ConfirmSpend
          title={tn('compare_lookUpConfirm', missing.length)}
          cost={total}
          balance={balance}
          feature="lookup"
          detail={t('compare_lookUpDetail', [missing.map(displayDomain).join(', '), creditText(priceOf('domain.technologies'))])}
          onConfirm={() => void spend.confirm()}
          onCancel={spend.cancel}
        />
      )}
      {spend.busy && (
        <p role="status" className="hint">
          {t('compare_lookingUp')}
        </p>
      )}
      {spend.error && <ErrorNotice error={spend.error} />}
      {known.length > 0 && (
        <>
          <div className="notice-actions compare-options">
            <button type="button" onClick={exportCsv}>
              {t('compare_exportCsv')}
            </button>
            <a href={optionsUrl(compareHash(domains))}>{t('compare_link')}</a>
            {known.length > 1 && (
              <label>
                <input type="checkbox" checked={differencesOnly} onChange={(e) => setDifferencesOnly(e.target.checked)} />
                {t('compare_onlyDifferences')}
              </label>
            )}
          </div>
          {conditions.length > 0 && (
            <label className="inline-field">
              <input type="checkbox" checked={bestFirst} onChange={(e) => setBestFirst(e.target.checked)} />
              {t('fit_bestFirst')}
            </label>
          )}
          {differencesOnly && known.length > 1 && shown.length === 0 ? (
            <p className="hint" role="status">
              {t('compare_noDifferences')}
            </p>
          ) : (
            <ComparisonTable
              sites={known.map((s) => ({ domain: s.domain, display: displayDomain(s.domain), company: s.company, fit: s.fit ? fitCell(s.fit) : undefined }))}
              groups={shown}
            />
          )}
        </>
      )}
    </>
  );
}
