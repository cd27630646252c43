// Paste a list of technology names: all of them are resolved in one batch lookup for 1 credit in
// total (published-spec.md), and the matches are offered by every technology field for free.
import { useId, useState } from 'react';
import { ErrorNotice, type ErrorLike } from '@/components/ErrorNotice';
import { creditText } from '@/components/format';
import type { TechnologySummary } from '@/lib/api/schemas';
import { messenger } from '@/lib/messaging/client';
import { priceOf } from '@/lib/api/prices';
import { formatNumber } from '@/lib/display/format';
import { t, tn } from '@/lib/i18n';

export const LOOKUP_MAX_NAMES = 100;
/** Example names: technologies are named the same in every language. */
const EXAMPLE_NAMES = 'Shopify\nMagento\nIntercom';

export function splitNames(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(/[\n,;\t]+/)
    .map((n) => n.trim())
    .filter((n) => n && !seen.has(n.toLowerCase()) && seen.add(n.toLowerCase()));
}

export function NameListResolver({ resolved, onResolved }: { resolved: TechnologySummary[]; onResolved(found: TechnologySummary[], missing: string[]): void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorLike | null>(null);
  const [missing, setMissing] = useState<string[]>([]);
  const [asked, setAsked] = useState<Map<string, TechnologySummary | null>>(new Map());
  const names = splitNames(text);
  // Names this page already resolved are not paid for again.
  const fresh = names.filter((n) => !asked.has(n.toLowerCase()));
  const tooMany = fresh.length > LOOKUP_MAX_NAMES;

  async function resolve() {
    setError(null);
    const known = new Map(asked);
    if (fresh.length > 0) {
      setBusy(true);
      try {
        const result = await messenger.call('technologies.lookup', { names: fresh });
        for (const r of result.data.results) known.set(r.query.toLowerCase(), r.technology);
        setAsked(known);
      } catch (e) {
        setError(e as ErrorLike);
        return;
      } finally {
        setBusy(false);
      }
    }
    const found = names.map((n) => known.get(n.toLowerCase())).filter((tech): tech is TechnologySummary => Boolean(tech));
    const notFound = names.filter((n) => !known.get(n.toLowerCase()));
    setMissing(notFound);
    onResolved(found, notFound);
  }

  return (
    <details className="name-list">
      <summary>{t('signals_pasteNames')}</summary>
      <label htmlFor={id}>{t('signals_namesLabel')}</label>
      <textarea id={id} rows={3} value={text} onChange={(e) => setText(e.target.value)} placeholder={EXAMPLE_NAMES} />
      {tooMany && <p className="field-error">{tn('signals_tooManyNames', LOOKUP_MAX_NAMES, [formatNumber(fresh.length)])}</p>}
      <button type="button" disabled={busy || names.length === 0 || tooMany} onClick={() => void resolve()}>
        {fresh.length === 0 ? tn('signals_resolveFree', names.length) : tn('signals_resolveCost', names.length, [creditText(priceOf('technologies.lookup'))])}
      </button>
      {error && <ErrorNotice error={error} />}
      {resolved.length > 0 && <p className="hint">{t('signals_resolved', [resolved.map((tech) => tech.name).join(', ')])}</p>}
      {missing.length > 0 && (
        <p className="hint" role="status">
          {t('signals_notInCatalog', [missing.join(', ')])}
        </p>
      )}
    </details>
  );
}
