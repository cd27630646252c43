// The data shapes the credits components render. Structural copies of the worker's and the API's
// types, so presentational code depends on no messaging or API module.

/** One row of the local credit ledger (the worker's LedgerRowView). */
export interface LedgerCall {
  id?: number;
  at: number;
  endpoint: string;
  feature: string;
  params: string;
  status: number | string;
  credits: number;
  durationMs: number;
  mode: 'live' | 'test';
  /** `unknown`: no answer came (timeout, lost answer, worker stopped); possibly billed up to `estimate` until reconciled. */
  state?: 'pending' | 'settled' | 'unknown';
  estimate?: number;
}

export interface DaySpend {
  date: string;
  credits: number;
  calls: number;
}

export interface FeatureSpend {
  feature: string;
  label: string;
  credits: number;
  calls: number;
}

export interface ServerDay {
  date: string;
  requests: number;
  credits_used: number;
}

export interface EndpointUsage {
  endpoint: string;
  requests: number;
  credits_used: number;
}

export interface DayComparison {
  date: string;
  browser: number;
  account: number;
  difference: number;
}

/** The API key record of GET /v1/usage (published-spec.md), as far as this page shows it. */
export interface KeyRecord {
  id: string;
  key_prefix: string;
  name: string;
  plan: string;
  status: string;
  usage: { total_requests: number; successful_requests: number; failed_requests: number };
}
