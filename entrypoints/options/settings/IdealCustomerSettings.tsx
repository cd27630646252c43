// Settings › Ideal customer: up to 10 conditions the popup's fit line judges each site by (lib/fit),
// kept with the other settings in this browser; checked here first (fitProblems, in the reader's
// words) and by the worker's schema. A refused condition is kept in the form; nothing saved is lost.
// Also the fit on the toolbar badge, which asks for the optional `tabs` permission when turned on.
import { useId, useState } from 'react';
import { browser } from 'wxt/browser';
import type { ApiError } from '@/lib/api/errors';
import { messenger } from '@/lib/messaging/client';
import type { SettingsView } from '@/lib/messaging/protocol';
import {
  EMPLOYEE_BANDS,
  FIT_KINDS,
  FIT_LIMITS,
  conditionValues,
  fitProblems,
  type EmployeeBand,
  type FitCondition,
  type FitConditionKind,
  type FitProblem,
} from '@/lib/fit/conditions';
import { joined } from '@/lib/display/fit-text';
import type { TechnologyChoice } from '@/lib/db/technologies';
import { formatNumber } from '@/lib/display/format';
import { TechnologiesPicker } from '../lead-lists/TechnologiesPicker';
import { t, type MessageKey } from '@/lib/i18n';

const KIND_LABELS: Record<FitConditionKind, MessageKey> = {
  has: 'fit_kindHas',
  lacks: 'fit_kindLacks',
  competitor: 'fit_kindCompetitor',
  size: 'fit_kindSize',
  country: 'fit_kindCountry',
  industry: 'fit_kindIndustry',
};
const max = formatNumber(FIT_LIMITS.values);

/** A problem in the reader's words, naming what is allowed. */
function problemText(p: FitProblem): string {
  switch (p.code) {
    case 'too_many':
      return t('fit_errTooMany', [formatNumber(FIT_LIMITS.conditions)]);
    case 'empty':
      return p.kind === 'size'
        ? t('fit_errEmptySize')
        : p.kind === 'country' || p.kind === 'industry'
          ? t('fit_errEmptyText', [max])
          : t('fit_errEmptyTech', [max]);
    case 'too_many_values':
      return t('fit_errTooManyValues', [max, formatNumber(p.count)]);
    case 'too_long':
      return t('fit_errTooLong', [formatNumber(FIT_LIMITS.text)]);
  }
}

const splitNames = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/** The condition the form describes now. */
function draftCondition(kind: FitConditionKind, technologies: TechnologyChoice[], sizes: EmployeeBand[], text: string): FitCondition {
  const picked = technologies.map(({ id, name }) => ({ id, name }));
  switch (kind) {
    case 'has':
    case 'lacks':
    case 'competitor':
      return { kind, technologies: picked };
    case 'size':
      return { kind, sizes };
    case 'country':
      return { kind, countries: splitNames(text) };
    case 'industry':
      return { kind, industries: splitNames(text) };
  }
}

function NewCondition({ onAdd }: { onAdd: (c: FitCondition) => Promise<string | null> }) {
  const [kind, setKind] = useState<FitConditionKind>('has');
  const [technologies, setTechnologies] = useState<TechnologyChoice[]>([]);
  const [sizes, setSizes] = useState<EmployeeBand[]>([]);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { kind: useId(), text: useId(), problem: useId() };
  const technical = kind === 'has' || kind === 'lacks' || kind === 'competitor';

  async function submit() {
    const refused = await onAdd(draftCondition(kind, technologies, sizes, text));
    setProblem(refused);
    if (refused === null) {
      setTechnologies([]);
      setSizes([]);
      setText('');
    }
  }

  return (
    // A group, not a form: the technology picker holds its own search form.
    <div role="group" className="fit-new" aria-labelledby={`${ids.kind}-heading`}>
      <h3 id={`${ids.kind}-heading`}>{t('fit_newHeading')}</h3>
      <label htmlFor={ids.kind}>{t('fit_kindLabel')}</label>
      <select id={ids.kind} value={kind} onChange={(e) => setKind(e.target.value as FitConditionKind)}>
        {FIT_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(KIND_LABELS[k])}
          </option>
        ))}
      </select>
      {technical ? (
        <TechnologiesPicker
          selected={technologies}
          onChange={setTechnologies}
          words={{ legend: t('fit_techLegend', [max]), none: t('fit_noneChosen'), atMost: t('fit_techMax', [max]) }}
        />
      ) : (
        <p className="hint">{t('fit_companyNote')}</p>
      )}
      {kind === 'size' && (
        <fieldset className="checks">
          <legend>{t('fit_sizesLegend')}</legend>
          {EMPLOYEE_BANDS.map((band) => (
            <label key={band}>
              <input
                type="checkbox"
                checked={sizes.includes(band)}
                onChange={(e) => setSizes((s) => (e.target.checked ? [...s, band] : s.filter((b) => b !== band)))}
              />
              {t('fit_employees', [band])}
            </label>
          ))}
        </fieldset>
      )}
      {(kind === 'country' || kind === 'industry') && (
        <>
          <label htmlFor={ids.text}>{kind === 'country' ? t('fit_countriesLabel') : t('fit_industriesLabel')}</label>
          <input id={ids.text} type="text" value={text} onChange={(e) => setText(e.target.value)} aria-describedby={problem ? ids.problem : undefined} />
        </>
      )}
      {problem && (
        <p id={ids.problem} className="field-error" role="alert">
          {problem}
        </p>
      )}
      <button type="button" onClick={() => void submit()}>
        {t('fit_add')}
      </button>
    </div>
  );
}

export function IdealCustomerSettings({ settings, onChange }: { settings: SettingsView; onChange: (s: SettingsView) => void }) {
  const conditions = settings.idealCustomer ?? [];
  const [note, setNote] = useState<string | null>(null);

  /** Saves the whole list; a refusal (here or by the worker) leaves what was saved as it was. */
  async function save(next: FitCondition[]): Promise<string | null> {
    const problems = fitProblems(next);
    if (problems.length > 0) return problemText(problems[0]!);
    try {
      onChange(await messenger.send('settings.update', { idealCustomer: next }));
      setNote(t('fit_saved'));
      return null;
    } catch (e) {
      return (e as ApiError).message;
    }
  }

  async function setBadge(fitBadge: boolean) {
    if (fitBadge) {
      const granted = await browser.permissions.request({ permissions: ['tabs'] }).catch(() => false);
      if (!granted) return setNote(t('fit_badgeDenied'));
    } else if (!settings.badge) {
      // The technology-count badge (Settings › Popup) may still need it.
      await browser.permissions.remove({ permissions: ['tabs'] }).catch(() => false);
    }
    onChange(await messenger.send('settings.update', { fitBadge }));
    setNote(fitBadge ? t('fit_badgeOn') : t('fit_badgeOff'));
  }

  return (
    <>
      <h2 id="fit-heading">{t('fit_settingsHeading')}</h2>
      <p className="hint">{t('fit_settingsIntro', [formatNumber(FIT_LIMITS.conditions)])}</p>
      {conditions.length === 0 ? (
        <p className="hint">{t('fit_none')}</p>
      ) : (
        <ol className="fit-conditions" aria-label={t('fit_listLabel')}>
          {conditions.map((c, i) => (
            <li key={`${i}-${c.kind}`}>
              <strong>{t(KIND_LABELS[c.kind])}</strong> {joined(conditionValues(c), 'unit')}{' '}
              <button
                type="button"
                aria-label={t('fit_removeLabel', [formatNumber(i + 1)])}
                onClick={() => void save(conditions.filter((_, j) => j !== i)).then((refused) => refused && setNote(refused))}
              >
                {t('fit_remove')}
              </button>
            </li>
          ))}
        </ol>
      )}
      <NewCondition onAdd={(c) => save([...conditions, c])} />
      <fieldset className="checks" aria-labelledby="fit-heading">
        <label>
          <input type="checkbox" checked={settings.fitBadge ?? false} onChange={(e) => void setBadge(e.target.checked)} />
          {t('fit_badgeLabel')}
          <small>{t('fit_badgeHint')}</small>
        </label>
        <p role="status" className="hint">
          {note}
        </p>
      </fieldset>
    </>
  );
}
