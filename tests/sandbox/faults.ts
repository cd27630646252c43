// Faults injected through the admin API: latency, failures, dropped connections, malformed bodies and
// failing jobs, each for the next N requests (or jobs), so the client's error paths can be driven.
export type FailStatus = 500 | 502 | 503 | 504 | 429 | 402;
export type MalformedKind = 'schema' | 'json';

export interface FailFault {
  count: number;
  status: FailStatus;
  retryAfter: number;
}

export class Faults {
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

  takeJobFailure(): boolean {
    if (this.failJobs <= 0) return false;
    this.failJobs -= 1;
    return true;
  }

  summary() {
    return { latency_ms: this.latencyMs, fail: this.fail, drop: this.drop, malformed: this.malformed, fail_jobs: this.failJobs };
  }
}

/** The body a `malformed` fault answers with (status 200, never charged). */
export function malformedBody(kind: MalformedKind): { body: string; contentType: string } {
  return kind === 'json'
    ? { body: '<html><body>502 Bad Gateway</body></html>', contentType: 'application/json' }
    : { body: JSON.stringify({ success: true, data: { unexpected: 1 } }), contentType: 'application/json' };
}
