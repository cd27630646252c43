// The sandbox's documented API keys and the per-plan numbers it enforces (credits: published-spec.md;
// rate limits and saved-item caps: contract.md). Keys are readable on purpose: `tapi_live_sandboxpro000…`.
import { API_KEY_RE, type PLANS } from '../../lib/api/schemas';

export type Plan = (typeof PLANS)[number];

export interface PlanLimits {
  /** Credits a month (published). */
  credits: number;
  /** Requests a minute per key (contract.md). */
  perMinute: number;
  /** Saved alerts (contract.md). */
  alerts: number;
  /** Saved audiences (contract.md). */
  audiences: number;
}

export const PLAN_LIMITS: Record<Plan, PlanLimits> = {
  free: { credits: 100, perMinute: 30, alerts: 3, audiences: 3 },
  pro: { credits: 10_000, perMinute: 120, alerts: 25, audiences: 50 },
  scale: { credits: 50_000, perMinute: 600, alerts: 100, audiences: 500 },
};

/** Documented keys: paste them into the extension or a curl command. */
export const SANDBOX_KEYS = {
  free: 'tapi_live_sandboxfree000000000000000000000',
  pro: 'tapi_live_sandboxpro0000000000000000000000',
  scale: 'tapi_live_sandboxscale00000000000000000000',
  /** Pro plan, full functionality, never charged; responses carry `X-Test-Mode: true`. */
  test: 'tapi_test_sandboxtest000000000000000000000',
  /** The scale organization's previous key, revoked: every request gets 401. */
  revoked: 'tapi_live_sandboxrevoked000000000000000000',
  /** Valid, but its account is restricted: 403 on every non-account endpoint. */
  restricted: 'tapi_live_sandboxrestricted000000000000000',
} as const;

export type SandboxKeyName = keyof typeof SANDBOX_KEYS;

export interface SandboxKeySpec {
  name: SandboxKeyName;
  secret: string;
  keyId: string;
  accountId: string;
  plan: Plan;
  status: 'active' | 'revoked';
  restricted: boolean;
  mode: 'live' | 'test';
}

function spec(name: SandboxKeyName, plan: Plan, accountId: string, extra: Partial<SandboxKeySpec> = {}): SandboxKeySpec {
  const secret = SANDBOX_KEYS[name];
  return {
    name,
    secret,
    keyId: `key_sandbox_${name}`,
    accountId,
    plan,
    status: 'active',
    restricted: false,
    mode: secret.startsWith('tapi_test_') ? 'test' : 'live',
    ...extra,
  };
}

/** Each live key is its own organization with its own balance; `revoked` is the scale organization's old key. */
export const SANDBOX_KEY_SPECS: readonly SandboxKeySpec[] = [
  spec('free', 'free', 'org_sandbox_free'),
  spec('pro', 'pro', 'org_sandbox_pro'),
  spec('scale', 'scale', 'org_sandbox_scale'),
  spec('test', 'pro', 'org_sandbox_test'),
  spec('revoked', 'scale', 'org_sandbox_scale', { status: 'revoked' }),
  spec('restricted', 'free', 'org_sandbox_restricted', { restricted: true }),
];

for (const s of SANDBOX_KEY_SPECS) {
  if (!API_KEY_RE.test(s.secret)) throw new Error(`sandbox key ${s.name} does not match the published key format`);
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` random letters and digits (new key secrets, webhook signing secrets). */
export function randomAlphanumeric(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return [...bytes].map((b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('');
}

/** What /v1/usage shows of a key: enough to recognise it, never the whole secret. */
export function keyPrefix(secret: string): string {
  return secret.slice(0, 20);
}
