// The clicked page's own technologies (free, local) beside the database's view of its domain.
import { useMemo } from 'react';
import type { ResponseData } from '@/lib/api/catalog';
import { mergeSources } from '@/lib/local/merge';
import { LocalGroup } from '@/components/local/LocalGroup';
import type { LocalState } from './use-local-detection';

export function LocalPanel({ state, report }: { state: LocalState; report?: ResponseData<'domain.technologies'> | null }) {
  const view = state.status === 'done' ? state.view : null;
  const merged = useMemo(
    () => mergeSources(view?.technologies ?? [], report ? { active: report.active_technologies, historical: report.historical_technologies } : null),
    [view, report],
  );
  if (state.status === 'none') return null;
  return <LocalGroup detection={view} merged={merged} compared={Boolean(report)} spent={state.status === 'done' ? state.spent : 0} sendsNames={state.sendsNames} lookup={state.status === 'done' ? state.lookup : undefined} />;
}
