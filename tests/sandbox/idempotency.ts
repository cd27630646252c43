// Idempotency-Key replay (contract.md): a POST repeated with the same key by the same account within 24 h
// gets the first response and no new charge. Only 2xx answers are kept: a refused request did nothing.
import { DAY_MS } from './clock';
import type { EndpointId } from '../../lib/api/catalog';

export interface StoredResponse {
  endpoint: EndpointId;
  status: number;
  body: string;
  headers: Record<string, string>;
  atMs: number;
}

export class IdempotencyStore {
  private readonly stored = new Map<string, StoredResponse>();

  get(accountId: string, key: string, nowMs: number): StoredResponse | undefined {
    const id = `${accountId}\u0000${key}`;
    const hit = this.stored.get(id);
    if (hit && nowMs - hit.atMs > DAY_MS) {
      this.stored.delete(id);
      return undefined;
    }
    return hit;
  }

  put(accountId: string, key: string, response: StoredResponse): void {
    this.stored.set(`${accountId}\u0000${key}`, response);
  }

  get size(): number {
    return this.stored.size;
  }
}
