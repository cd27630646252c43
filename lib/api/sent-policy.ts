// Whether a paid request can have reached the API, as a pure function: what the network layer knew
// before and after sending in, the verdict out (the words "nothing was sent, nothing was charged" or
// "this may have been billed" follow from it).
//
// A browser's fetch rejects with the same TypeError ("Failed to fetch", "NetworkError when attempting
// to fetch resource.") whether the connection was refused before a byte left or reset after the
// request arrived: the error alone cannot tell. So a paid request is sent only after the API's address
// answered a keyless check (a HEAD that carries nothing and costs nothing): when that check cannot
// connect, the paid request is never sent, which is then certain; once it has been sent, a lost
// answer may have been billed.

/** The keyless check of the API's address before a paid request. */
export type ProbeOutcome =
  /** Any HTTP answer, whatever its status: a connection was made. */
  | 'answered'
  /** The fetch rejected: refused, reset, no route, DNS or TLS failure. */
  | 'failed'
  /** No answer within the check's time limit. */
  | 'timed-out'
  /** Not made: a free request, where no sentence about money depends on it. */
  | 'skipped';

export interface SendFacts {
  /** navigator.onLine before anything was sent: false when the browser says it is offline. */
  online: boolean;
  probe: ProbeOutcome;
}

export type SendDecision =
  /** Not sent, so nothing can have been charged: `why` names the reason the message gives. */
  | { send: false; why: 'offline' | 'unreachable' }
  /** Sent: from here on, an answer that does not come back (a reset after the request arrived, a time-out) may have been billed. */
  | { send: true };

export function decideSend(facts: SendFacts): SendDecision {
  if (!facts.online) return { send: false, why: 'offline' };
  if (facts.probe === 'failed' || facts.probe === 'timed-out') return { send: false, why: 'unreachable' };
  return { send: true };
}
