// An audience from a recipe: a signal query (adoption, churn, switch, gap of a technology, with the
// shared company filters) that the server builds into an audience as a job (kind audience_build).
import { useEffect, useState, type FormEvent } from 'react';
import { CompanyFilterFields } from '@/components/technologies/CompanyFilterForm';
import { checkFilters, EMPTY_FILTERS, type FilterErrors, type FilterForm } from '@/lib/companies/company-filters';
import { SIGNAL_TYPES, type SignalType } from '@/lib/api/schemas';
import { messenger } from '@/lib/messaging/client';
import { t } from '@/lib/i18n';

/** What each signal type selects, as the recipe's choices say it. */
function typeText(type: SignalType): string {
  switch (type) {
    case 'adoption':
      return t('audienceBuild_recipeAdoption');
    case 'churn':
      return t('audienceBuild_recipeChurn');
    case 'switch':
      return t('audienceBuild_recipeSwitch');
    case 'gap':
      return t('audienceBuild_recipeGap');
  }
}

export function RecipeForm({ onCreated }: { onCreated: (id: string) => void }) {
  const [name, setName] = useState('');
  const [type, setType] = useState<SignalType>('adoption');
  const [tech, setTech] = useState('');
  const [other, setOther] = useState('');
  const [filters, setFilters] = useState<FilterForm>(EMPTY_FILTERS);
  const [filterErrors, setFilterErrors] = useState<FilterErrors>({});
  const [known, setKnown] = useState<{ id: number; name: string }[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    void messenger.send('audiences.knownTechnologies', {}).then(setKnown, () => undefined);
  }, []);
  const needsOther = type === 'switch' || type === 'gap';

  /** A technology by its name (seen before) or its numeric id, or what to do when it is neither. */
  function techId(text: string, field: 'technology' | 'other'): number | string {
    const value = text.trim();
    if (/^\d+$/.test(value) && Number(value) > 0) return Number(value);
    const hit = known.find((k) => k.name.toLowerCase() === value.toLowerCase());
    if (hit) return hit.id;
    return field === 'technology' ? t('audienceBuild_recipeUnknownTech', [value]) : t('audienceBuild_recipeUnknownOther', [value]);
  }
  async function submit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    if (!name.trim()) return setProblem(t('audienceBuild_recipeNeedName'));
    const technology = techId(tech, 'technology');
    if (typeof technology === 'string') return setProblem(technology);
    const otherId = needsOther ? techId(other, 'other') : null;
    if (typeof otherId === 'string') return setProblem(otherId);
    const checked = checkFilters(filters);
    if ('errors' in checked) return setFilterErrors(checked.errors);
    setFilterErrors({});
    try {
      const { audience } = await messenger.send('audiences.createFromRecipe', {
        name: name.trim(),
        recipe: { type, technology, ...(otherId ? { other_technology: otherId } : {}), filters: checked.filters },
      });
      onCreated(audience.id);
    } catch (err) {
      setProblem((err as Error).message);
    }
  }
  return (
    <details className="recipe-form">
      <summary>{t('audienceBuild_recipeTitle')}</summary>
      <form className="form" onSubmit={submit} aria-label={t('audienceBuild_recipeTitle')}>
        <p className="hint">{t('audienceBuild_recipeHint')}</p>
        <label>
          {t('audienceBuild_recipeName')}
          <input value={name} onChange={(e) => setName(e.target.value)} maxLength={100} />
        </label>
        <label>
          {t('audienceBuild_recipeSignal')}
          <select value={type} onChange={(e) => setType(e.target.value as SignalType)}>
            {SIGNAL_TYPES.map((s) => (
              <option key={s} value={s}>
                {typeText(s)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {type === 'switch' ? t('audienceBuild_recipeTechSwitchedTo') : t('audienceBuild_recipeTech')}
          <input value={tech} onChange={(e) => setTech(e.target.value)} list="recipe-technologies" placeholder={t('audienceBuild_recipeNameOrId')} />
        </label>
        {needsOther && (
          <label>
            {type === 'switch' ? t('audienceBuild_recipeTechSwitchedFrom') : t('audienceBuild_recipeTechNotUsed')}
            <input value={other} onChange={(e) => setOther(e.target.value)} list="recipe-technologies" placeholder={t('audienceBuild_recipeNameOrId')} />
          </label>
        )}
        <datalist id="recipe-technologies">
          {known.map((k) => (
            <option key={k.id} value={k.name} />
          ))}
        </datalist>
        <CompanyFilterFields form={filters} errors={filterErrors} onChange={setFilters} />
        <p className="notice notice-warn" id="recipe-build-cost">
          {t('audienceBuild_recipeCost')}
        </p>
        <button type="submit" className="primary" aria-describedby="recipe-build-cost">
          {t('audienceBuild_recipeBuild')}
        </button>
        {problem && (
          <p role="alert" className="notice notice-warn">
            {problem}
          </p>
        )}
      </form>
    </details>
  );
}
