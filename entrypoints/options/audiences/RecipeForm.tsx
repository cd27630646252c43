// An audience from a recipe: a signal query (adoption, churn, switch, gap of a technology, with the
// shared company filters) that the server builds into an audience as a job (kind audience_build).
import { useEffect, useState, type FormEvent } from 'react';
import { CompanyFilterFields } from '@/components/technologies/CompanyFilterForm';
import { checkFilters, EMPTY_FILTERS, type FilterErrors, type FilterForm } from '@/lib/companies/company-filters';
import { SIGNAL_TYPES, type SignalType } from '@/lib/api/schemas';
import { messenger } from '@/lib/messaging/client';

const TYPE_TEXT: Record<SignalType, string> = {
  adoption: 'Started using a technology',
  churn: 'Stopped using a technology',
  switch: 'Switched to a technology from another',
  gap: 'Use a technology but not another',
};

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

  /** A technology by its name (seen before) or its numeric id. */
  function techId(text: string, label: string): number | string {
    const t = text.trim();
    if (/^\d+$/.test(t) && Number(t) > 0) return Number(t);
    const hit = known.find((k) => k.name.toLowerCase() === t.toLowerCase());
    return hit ? hit.id : `${label}: “${t}” is not a technology StackLens has seen yet. Enter its numeric id, or search for it in Technologies first.`;
  }
  async function submit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    if (!name.trim()) return setProblem('Give the audience a name.');
    const technology = techId(tech, 'Technology');
    if (typeof technology === 'string') return setProblem(technology);
    const otherId = needsOther ? techId(other, 'Other technology') : null;
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
      <summary>New audience from a recipe</summary>
      <form className="form" onSubmit={submit} aria-label="New audience from a recipe">
        <p className="hint">The server builds it from a signal query, as a job; you are notified when it is ready.</p>
        <label>
          Recipe audience name
          <input value={name} onChange={(e) => setName(e.target.value)} maxLength={100} />
        </label>
        <label>
          Signal
          <select value={type} onChange={(e) => setType(e.target.value as SignalType)}>
            {SIGNAL_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_TEXT[t]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {type === 'switch' ? 'Technology switched to' : 'Technology'}
          <input value={tech} onChange={(e) => setTech(e.target.value)} list="recipe-technologies" placeholder="Name or id" />
        </label>
        {needsOther && (
          <label>
            {type === 'switch' ? 'Technology switched from' : 'Technology they do not use'}
            <input value={other} onChange={(e) => setOther(e.target.value)} list="recipe-technologies" placeholder="Name or id" />
          </label>
        )}
        <datalist id="recipe-technologies">
          {known.map((k) => (
            <option key={k.id} value={k.name} />
          ))}
        </datalist>
        <CompanyFilterFields form={filters} errors={filterErrors} onChange={setFilters} />
        <p className="notice notice-warn" id="recipe-build-cost">
          A build may cost credits: the published spec bills computed audience builds after completion, on the work delivered (a failed build costs nothing).
          Neither the spec nor the API contract gives a price per build or per member, so StackLens cannot estimate it; the charge is shown when the build
          finishes.
        </p>
        <button type="submit" className="primary" aria-describedby="recipe-build-cost">
          Build audience · billed on completion
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
