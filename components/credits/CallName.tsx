// One billed call as people read it: what it was ("Technology trend") and what about ("Shopify").
import { describeParams, endpointLabel } from './call-labels';
import type { LedgerCall } from './types';

export function CallName({ call, names }: { call: Pick<LedgerCall, 'endpoint' | 'params'>; names?: Readonly<Record<number, string>> }) {
  const about = describeParams(call.endpoint, call.params, names);
  return (
    <>
      {endpointLabel(call.endpoint)}
      {about && <span className="hint call-params"> · {about}</span>}
    </>
  );
}
