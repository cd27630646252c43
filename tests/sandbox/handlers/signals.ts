// Signal queries and exports (contract.md). An export bills 1 credit a row, truncated to the balance
// with `X-Export-Capped: credits` and `data.capped: true`.
import type { ParamsOutput } from '../../../lib/api/catalog';
import { findSignals, pickFilters, resolveWindow } from '../signals';
import type { SandboxState } from '../state';
import type { HandlerGroup } from './types';
import { requireTech, toSummary } from './shared';

type SignalParams = ParamsOutput<'signals.query'> | ParamsOutput<'signals.export'>;

function runQuery(state: SandboxState, p: SignalParams, now: Date) {
  const tech = requireTech(state.world, p.technology, 'technology');
  const other = p.other_technology === undefined ? null : requireTech(state.world, p.other_technology, 'other_technology');
  const window = resolveWindow(p.since, p.until, now);
  const events = findSignals(state, { type: p.type, technology: tech.id, other_technology: other?.id ?? null, filters: pickFilters(p), ...window });
  return { head: { type: p.type, technology: toSummary(tech), other_technology: other ? toSummary(other) : null, window }, events };
}

export const signalHandlers: HandlerGroup<'signals.query' | 'signals.export'> = {
  'signals.query': (p, { state, now }) => {
    const { head, events } = runQuery(state, p, now);
    return { data: { ...head, events: events.slice(p.offset, p.offset + p.limit), total: events.length, limit: p.limit, offset: p.offset } };
  },
  'signals.export': (p, { state, now, account, test }) => {
    const { head, events } = runQuery(state, p, now);
    const rows = events.slice(0, p.max_rows);
    const delivered = test ? rows.length : Math.min(rows.length, account.balance);
    const capped = delivered < rows.length;
    return {
      data: { ...head, events: rows.slice(0, delivered), total: events.length, capped },
      charge: delivered,
      ...(capped ? { headers: { 'X-Export-Capped': 'credits' } } : {}),
    };
  },
};
