// The clicked page's own technologies (free, local) beside the database's view of its domain, or, for a
// domain the database lacks, beside a cached live detection (the one source that reports versions).
import { useMemo } from 'react';
import type { ResponseData } from '@/lib/api/catalog';
import { mergeSources, type DatabaseView } from '@/lib/local/merge';
import { LocalGroup } from '@/components/local/LocalGroup';
import type { LocalState } from './use-local-detection';
import { useHide } from './use-hide';

export function LocalPanel({
  state,
  report,
  live,
}: {
  state: LocalState;
  report?: ResponseData<'domain.technologies'> | null;
  /** A live detection already paid for (shown from the cache): compared with its versions. */
  live?: ResponseData<'live.detect'> | null;
}) {
  const view = state.status === 'done' ? state.view : null;
  const compared: DatabaseView | null = report
    ? { active: report.active_technologies, historical: report.historical_technologies }
    : live
      ? { active: live.technologies, historical: [] }
      : null;
  const merged = useMemo(() => mergeSources(view?.technologies ?? [], compared), [view, report, live]); // eslint-disable-line react-hooks/exhaustive-deps -- compared derives from report and live
  const hiding = useHide(view);
  if (state.status === 'none') return null;
  return (
    <LocalGroup
      detection={view}
      merged={merged}
      compared={compared !== null}
      source={!report && live ? 'live' : 'database'}
      spent={state.status === 'done' ? state.spent : 0}
      sendsNames={state.sendsNames}
      lookup={state.status === 'done' ? state.lookup : undefined}
      onCheckAgain={state.status === 'done' ? state.checkAgain : undefined}
      hiding={hiding}
    />
  );
}
