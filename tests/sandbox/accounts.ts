// Organizations, their balances and their API keys (one active key per organization: contract.md),
// including rotation: revoke, then create a new secret on the same account and balance.
import { SANDBOX_KEY_SPECS, PLAN_LIMITS, randomAlphanumeric, type Plan } from './keys';

export interface Account {
  id: string;
  plan: Plan;
  /** Monthly plan credits. */
  limit: number;
  balance: number;
  restricted: boolean;
  /** Test organizations are never charged (contract.md). */
  mode: 'live' | 'test';
}

export interface ApiKeyState {
  id: string;
  secret: string;
  name: string;
  accountId: string;
  status: 'active' | 'revoked';
  createdAt: string;
  revokedAt: string | null;
}

export class AccountStore {
  readonly accounts = new Map<string, Account>();
  readonly keys: ApiKeyState[] = [];
  private created = 0;

  constructor(now: Date) {
    for (const s of SANDBOX_KEY_SPECS) {
      if (!this.accounts.has(s.accountId)) {
        const limit = PLAN_LIMITS[s.plan].credits;
        this.accounts.set(s.accountId, { id: s.accountId, plan: s.plan, limit, balance: limit, restricted: s.restricted, mode: s.mode });
      }
      this.keys.push({
        id: s.keyId,
        secret: s.secret,
        name: `Sandbox ${s.name} key`,
        accountId: s.accountId,
        status: s.status,
        createdAt: now.toISOString(),
        revokedAt: s.status === 'revoked' ? now.toISOString() : null,
      });
    }
    // Active keys first, so a client reading keys[0] sees the key in use.
    this.keys.sort((a, b) => Number(a.status !== 'active') - Number(b.status !== 'active'));
  }

  bySecret(secret: string): ApiKeyState | undefined {
    return this.keys.find((k) => k.secret === secret);
  }

  byId(keyId: string): ApiKeyState | undefined {
    return this.keys.find((k) => k.id === keyId);
  }

  account(id: string): Account {
    const account = this.accounts.get(id);
    if (!account) throw new Error(`unknown sandbox account ${id}`);
    return account;
  }

  keysOf(accountId: string): ApiKeyState[] {
    return this.keys.filter((k) => k.accountId === accountId);
  }

  activeKey(accountId: string): ApiKeyState | undefined {
    return this.keys.find((k) => k.accountId === accountId && k.status === 'active');
  }

  revoke(key: ApiKeyState, at: Date): void {
    if (key.status === 'revoked') return;
    key.status = 'revoked';
    key.revokedAt = at.toISOString();
  }

  /** A new secret for the account; the caller checks there is no active key (409 otherwise). */
  createKey(account: Account, name: string, at: Date): ApiKeyState {
    this.created += 1;
    const mode = account.mode === 'test' ? 'test' : 'live';
    const key: ApiKeyState = {
      id: `key_${account.id.replace(/^org_/, '')}_${this.created}`,
      secret: `tapi_${mode}_${randomAlphanumeric(32)}`,
      name,
      accountId: account.id,
      status: 'active',
      createdAt: at.toISOString(),
      revokedAt: null,
    };
    this.keys.unshift(key);
    return key;
  }

  /** Withdraws credits; never below zero (callers cap first). */
  charge(account: Account, credits: number): number {
    const amount = Math.max(0, Math.min(credits, account.balance));
    account.balance -= amount;
    return amount;
  }

  /** The account of a documented plan key (`free`, `pro`, `scale`). */
  accountOfPlan(plan: Plan): Account {
    const s = SANDBOX_KEY_SPECS.find((k) => k.name === plan);
    if (!s) throw new Error(`no documented key for plan ${plan}`);
    return this.account(s.accountId);
  }
}
