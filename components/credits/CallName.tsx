// One billed call as people read it: what it was ("Technology trend") and what about ("Shopify"), and
// the When, Call and Feature columns that the billed calls and the most expensive actions tables open with.
import type { AriaAttributes, ReactNode } from 'react';
import { describeParams, endpointLabel } from './call-labels';
import { featureLabel } from '@/lib/display/feature-labels';
import { formatTime } from './text';
import type { Column } from '../DataTable';
import type { LedgerCall } from './types';

type Names = Readonly<Record<number, string>>;

export function CallName({ call, names }: { call: Pick<LedgerCall, 'endpoint' | 'params'>; names?: Names }) {
  const about = describeParams(call.endpoint, call.params, names);
  return (
    <>
      {endpointLabel(call.endpoint)}
      {about && <span className="hint call-params"> · {about}</span>}
    </>
  );
}

/** The When, Call and Feature columns; a sortable table passes its own When heading and its order. */
export function callColumns({ names, when, sort }: { names?: Names; when?: ReactNode; sort?: AriaAttributes['aria-sort'] } = {}): Column<LedgerCall>[] {
  return [
    { header: 'When', heading: when, sort, kind: 'date', cell: (call) => formatTime(call.at) },
    { header: 'Call', cell: (call) => <CallName call={call} names={names} /> },
    { header: 'Feature', cell: (call) => featureLabel(call.feature) },
  ];
}
