// One /v1 request's answer: the envelope, the credit headers (switchable through admin), X-Test-Mode,
// and its ledger entry; every way out of the router goes through here so nothing escapes the ledger.
import type { Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { EndpointId } from '../../lib/api/catalog';
import type { Account, ApiKeyState } from './accounts';
import { errorEnvelope, type SandboxError } from './errors';
import type { SandboxState } from './state';

/** The sandbox's Hono environment: the Node server's bindings. */
export type SandboxEnv = { Bindings: HttpBindings };

/** Thrown under app.request(), where there is no socket to destroy. */
export class DroppedConnection extends Error {
  constructor() {
    super('sandbox dropped the connection (admin drop fault)');
    this.name = 'DroppedConnection';
  }
}

export class Exchange {
  /** Credits this request charged. */
  credits = 0;

  constructor(
    private readonly state: SandboxState,
    private readonly c: Context<SandboxEnv>,
    private readonly endpoint: EndpointId | null,
    private readonly key: ApiKeyState | undefined,
    private readonly account: Account | undefined,
  ) {}

  raw(status: number, body: string | ReadableStream<Uint8Array>, extra: Record<string, string> = {}): Response {
    const headers = new Headers({ 'Content-Type': 'application/json; charset=utf-8', ...extra });
    if (this.state.creditHeaders) {
      headers.set('X-Credits-Cost', String(this.credits));
      if (this.account) headers.set('X-Credits-Remaining', String(this.account.balance));
    }
    if (this.account?.mode === 'test') headers.set('X-Test-Mode', 'true');
    this.record(status);
    return new Response(body, { status, headers });
  }

  error(e: SandboxError): Response {
    return this.raw(e.status, JSON.stringify(errorEnvelope(e.status, e.message)), e.headers);
  }

  /** Destroys the socket without an answer (admin `drop`). */
  drop(): Response {
    this.record(0);
    const incoming = this.c.env?.incoming;
    if (!incoming) throw new DroppedConnection();
    incoming.socket.destroy();
    return new Response(null, { status: 204 });
  }

  private record(status: number): void {
    const { state, c } = this;
    state.ledger.record({
      at: state.clock.now().toISOString(),
      account_id: this.account?.id ?? null,
      key_id: this.key?.id ?? null,
      endpoint: this.endpoint,
      method: c.req.method,
      path: c.req.path,
      status,
      credits: this.credits,
      test: this.account?.mode === 'test',
    });
    if (state.options.log) {
      console.log(`${c.req.method} ${c.req.path} → ${status || 'dropped'} ${this.credits} cr ${this.key?.id ?? '-'}`);
    }
  }
}
