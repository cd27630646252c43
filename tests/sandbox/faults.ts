// Faults injected through the admin API: latency, failures, dropped connections, malformed bodies and
// failing jobs, each for the next N requests (or jobs), so the client's error paths can be driven.
// Drift (a value the published lists do not name yet) and unreadable answers are billed like the real
// answer: they stand for a vendor that changed, not a request that failed.
export type FailStatus = 500 | 502 | 503 | 504 | 429 | 402;
export type MalformedKind = 'schema' | 'json';

export interface FailFault {
  count: number;
  status: FailStatus;
  retryAfter: number;
}

/** Only answers of one endpoint id, or of any endpoint when null. */
export interface AnswerFault {
  count: number;
  endpoint: string | null;
}

/** The values a `drift` fault puts in place of the published ones, by field name. */
export const DRIFTED: Record<string, string> = {
  employees: '10001-50000',
  company_type: 'Cooperative',
  status: 'paused',
  type: 'expansion',
};

/** A copy of an answer's data with every listed field (at any depth) set to its drifted value. */
export function driftEnums(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(driftEnums);
  if (!data || typeof data !== 'object') return data;
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, typeof v === 'string' && k in DRIFTED ? DRIFTED[k] : driftEnums(v)]));
}

function takeAnswerFault(fault: AnswerFault | null, endpoint: string): boolean {
  if (!fault || fault.count <= 0 || (fault.endpoint !== null && fault.endpoint !== endpoint)) return false;
  fault.count -= 1;
  return true;
}

export class Faults {
  drift: AnswerFault | null = null;
  unreadable: AnswerFault | null = null;
  /** The work is done and billed, then the connection is dropped: the answer is lost on its way back. */
  lose: AnswerFault | null = null;
  /** The work is done and billed, then the answer waits `ms` (a client may have given up by then). */
  slow: (AnswerFault & { ms: number }) | null = null;
  /**
   * The work is done and billed, and the answer carries `bytes` more of padding (a field no schema
   * names), with a Content-Length or (`stream`) as a stream that does not say its length.
   */
  huge: (AnswerFault & { bytes: number; stream: boolean }) | null = null;
  /** Answers a `slow` fault is holding back now: the work is done and billed, the client still waits. */
  holding = 0;

  latencyMs = 0;
  fail: FailFault | null = null;
  drop = 0;
  malformed: { count: number; kind: MalformedKind } | null = null;
  failJobs = 0;

  takeFail(): FailFault | null {
    if (!this.fail || this.fail.count <= 0) return null;
    this.fail.count -= 1;
    const taken = { ...this.fail };
    if (this.fail.count === 0) this.fail = null;
    return taken;
  }

  takeDrop(): boolean {
    if (this.drop <= 0) return false;
    this.drop -= 1;
    return true;
  }

  takeMalformed(): MalformedKind | null {
    if (!this.malformed || this.malformed.count <= 0) return null;
    this.malformed.count -= 1;
    const kind = this.malformed.kind;
    if (this.malformed.count === 0) this.malformed = null;
    return kind;
  }

  takeDrift(endpoint: string): boolean {
    return takeAnswerFault(this.drift, endpoint);
  }

  takeUnreadable(endpoint: string): boolean {
    return takeAnswerFault(this.unreadable, endpoint);
  }

  takeLose(endpoint: string): boolean {
    return takeAnswerFault(this.lose, endpoint);
  }

  /** Milliseconds to hold this answer back, 0 for none. */
  takeSlow(endpoint: string): number {
    return this.slow && takeAnswerFault(this.slow, endpoint) ? this.slow.ms : 0;
  }

  /** The padding to add to this answer, or null. */
  takeHuge(endpoint: string): { bytes: number; stream: boolean } | null {
    return this.huge && takeAnswerFault(this.huge, endpoint) ? { bytes: this.huge.bytes, stream: this.huge.stream } : null;
  }

  takeJobFailure(): boolean {
    if (this.failJobs <= 0) return false;
    this.failJobs -= 1;
    return true;
  }

  summary() {
    return {
      latency_ms: this.latencyMs,
      fail: this.fail,
      drop: this.drop,
      malformed: this.malformed,
      fail_jobs: this.failJobs,
      drift: this.drift,
      unreadable: this.unreadable,
      lose: this.lose,
      slow: this.slow,
      huge: this.huge,
      holding: this.holding,
    };
  }
}

/** An answer's body with `bytes` of padding in its data: valid JSON, readable, only too large. */
export function paddedBody(data: unknown, bytes: number): string {
  return JSON.stringify({ success: true, data: { ...(data as object), padding: 'x'.repeat(bytes) } });
}

/** A body as a stream of 64 KB chunks, so the answer says no Content-Length. */
export function streamed(body: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(body);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, at + 65_536));
      at += 65_536;
    },
  });
}

/** The body a `malformed` fault answers with (status 200, never charged). */
export function malformedBody(kind: MalformedKind): { body: string; contentType: string } {
  return kind === 'json'
    ? { body: '<html><body>502 Bad Gateway</body></html>', contentType: 'application/json' }
    : { body: JSON.stringify({ success: true, data: { unexpected: 1 } }), contentType: 'application/json' };
}
