// One billed call as people read it: what it was ("Signal search") and what about ("Klaviyo adopters,
// Oct 27 to Nov 26, page 1"), and
// the When, Call and Feature columns that the billed calls and the most expensive actions tables open with.
import type { AriaAttributes, ReactNode } from 'react';
import { describeParams, endpointLabel, type CallNames } from './call-labels';
import { featureLabel } from '@/lib/display/feature-labels';
import { formatTime } from './text';
import type { Column } from '../DataTable';
import type { LedgerCall } from './types';
import { t } from '@/lib/i18n';

export function CallName({ call, names }: { call: Pick<LedgerCall, 'endpoint' | 'params'>; names?: CallNames }) {
  const about = describeParams(call.endpoint, call.params, names);
  return (
    <>
      {endpointLabel(call.endpoint)}
      {about && <span className="call-params"> — {about}</span>}
    </>
  );
}

/** The When, Call and Feature columns; a sortable table passes its own When heading and its order. */
export function callColumns({ names, when, sort }: { names?: CallNames; when?: ReactNode; sort?: AriaAttributes['aria-sort'] } = {}): Column<LedgerCall>[] {
  return [
    { header: t('credits_when'), heading: when, sort, kind: 'date', cell: (call) => formatTime(call.at) },
    { header: t('credits_call'), cell: (call) => <CallName call={call} names={names} /> },
    { header: t('credits_feature'), cell: (call) => featureLabel(call.feature) },
  ];
}
