// "How many companies match?" before a lead list is made: GET /v1/technology/{id}/companies with the
// list's filters and limit=1 answers `total` for 1 credit per technology. Priced first (a cached count
// is free), asked once more with the balance before → after, and cached: the same question again costs
// nothing. The counts are per technology, as the API answers them.
import { useState } from 'react';
import { ConfirmSpend } from '@/components/companies/ConfirmSpend';
import { ErrorNotice } from '@/components/ErrorNotice';
import { creditText } from '@/components/format';
import { priceOf } from '@/lib/api/prices';
import { toApiError, type ApiError } from '@/lib/api/errors';
import type { CompanyFilters } from '@/lib/api/schemas';
import type { TechnologyChoice } from '@/lib/db/technologies';
import { messenger } from '@/lib/messaging/client';
import { t, tn } from '@/lib/i18n';

type Count = { id: number; name: string; total: number };

const paramsOf = (id: number, filters: CompanyFilters) => ({ id, ...filters, limit: 1 });

async function cachedTotal(id: number, filters: CompanyFilters): Promise<number | null> {
  const hit = await messenger.send('cache.peek', { endpoint: 'technology.companies', params: paramsOf(id, filters) }).catch(() => null);
  return hit?.source === 'cache' ? (hit.data as { total: number }).total : null;
}

export function MatchCount({ technologies, filters }: { technologies: readonly TechnologyChoice[]; filters: CompanyFilters | null }) {
  const [asking, setAsking] = useState<{ missing: TechnologyChoice[]; cached: Count[]; balance: number | null } | null>(null);
  const [counts, setCounts] = useState<{ key: string; list: Count[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const key = filters ? JSON.stringify([technologies.map((x) => x.id), filters]) : '';
  const price = priceOf('technology.companies');

  async function ask() {
    if (!filters) return;
    setError(null);
    const known = await Promise.all(technologies.map(async (tech) => ({ tech, total: await cachedTotal(tech.id, filters) })));
    const cached = known.filter((k) => k.total !== null).map((k) => ({ id: k.tech.id, name: k.tech.name, total: k.total! }));
    const missing = known.filter((k) => k.total === null).map((k) => k.tech);
    // Everything cached: free, no confirmation.
    if (missing.length === 0) return setCounts({ key, list: cached });
    const balance = (await messenger.send('credits.get', {}).catch(() => null))?.balance ?? null;
    setAsking({ missing, cached, balance });
  }

  async function confirm() {
    if (!asking || !filters) return;
    const { missing, cached } = asking;
    setAsking(null);
    setBusy(true);
    try {
      const fetched: Count[] = [];
      for (const tech of missing) {
        const answer = await messenger.call('technology.companies', paramsOf(tech.id, filters));
        fetched.push({ id: tech.id, name: tech.name, total: (answer.data as { total: number }).total });
      }
      const byId = new Map([...cached, ...fetched].map((c) => [c.id, c]));
      setCounts({ key, list: technologies.map((x) => byId.get(x.id)!).filter(Boolean) });
    } catch (e) {
      setError(toApiError(e));
    } finally {
      setBusy(false);
    }
  }

  if (technologies.length === 0) return null;
  const shown = counts?.key === key ? counts.list : null;
  return (
    <div className="leadlist-match">
      {/* Once counted, the counts stand for these filters: no button offering to pay for them again. */}
      {!shown && (
        <button type="button" onClick={() => void ask()} disabled={busy || !filters}>
          {t('leadLists_countMatches', [creditText(technologies.length * price)])}
        </button>
      )}
      {!filters && <p className="hint">{t('leadLists_countFixFilters')}</p>}
      {busy && (
        <p role="status" className="hint">
          {t('leadLists_counting')}
        </p>
      )}
      {shown && (
        <ul className="leadlist-counts" aria-label={t('leadLists_countsLabel')} role="list">
          {shown.map((c) => (
            <li key={c.id}>{tn('leadLists_countLine', c.total, [c.name])}</li>
          ))}
        </ul>
      )}
      {error && <ErrorNotice error={error} onRetry={() => void ask()} />}
      {asking && (
        <ConfirmSpend
          title={tn('leadLists_countConfirmTitle', asking.missing.length)}
          cost={asking.missing.length * price}
          balance={asking.balance}
          feature="companies"
          detail={t('leadLists_countConfirmDetail', [asking.missing.map((x) => x.name).join(', '), creditText(price)])}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(null)}
        />
      )}
    </div>
  );
}
