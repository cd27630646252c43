// The data shapes the credits components render. The ledger row is the protocol's own (a type-only
// import: no messaging code reaches the components); the others are the credits pages' views.
import type { LedgerRowView } from '@/lib/messaging/protocol';

/** One row of the local credit ledger, as the worker lists it (declared once, in the protocol). */
export type LedgerCall = LedgerRowView;

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
