// One billed call as people read it: what it was ("Technology trend") and what about ("Shopify"), and
// the When, Call and Feature columns that the billed calls and the most expensive actions tables open with.
import type { AriaAttributes, ReactNode } from 'react';
import { describeParams, endpointLabel } from './call-labels';
import { featureLabel } from '@/lib/display/feature-labels';
import { formatTime } from './text';
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

/** The headings of the call columns; a sortable table passes its own When heading and its order. */
export function CallHeadings({ when = 'When', sort }: { when?: ReactNode; sort?: AriaAttributes['aria-sort'] }) {
  return (
    <>
      <th scope="col" className="text" aria-sort={sort}>
        {when}
      </th>
      <th scope="col" className="text">
        Call
      </th>
      <th scope="col" className="text">
        Feature
      </th>
    </>
  );
}

export function CallCells({ call, names }: { call: LedgerCall; names?: Names }) {
  return (
    <>
      <td className="text">{formatTime(call.at)}</td>
      <td className="text">
        <CallName call={call} names={names} />
      </td>
      <td className="text">{featureLabel(call.feature)}</td>
    </>
  );
}
