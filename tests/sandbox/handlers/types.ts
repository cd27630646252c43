// What a handler receives and returns; the map type makes a catalog endpoint without a handler a compile error.
import type { HonoRequest } from 'hono';
import type { EndpointId, ParamsOutput, ResponseData } from '../../../lib/api/catalog';
import type { Account, ApiKeyState } from '../accounts';
import type { SandboxState } from '../state';

export interface HandlerContext {
  state: SandboxState;
  account: Account;
  key: ApiKeyState;
  /** A tapi_test_ key: full functionality, never charged (contract.md). */
  test: boolean;
  now: Date;
  req: HonoRequest;
}

export interface HandlerResult<E extends EndpointId> {
  /** Defaults to the catalog's `status`. */
  status?: number;
  data: ResponseData<E>;
  /** Credits to charge instead of the catalog cost (capped exports). */
  charge?: number;
  headers?: Record<string, string>;
}

export type Handler<E extends EndpointId> = (params: ParamsOutput<E>, ctx: HandlerContext) => HandlerResult<E> | Promise<HandlerResult<E>>;

export type HandlerGroup<K extends EndpointId> = { [E in K]: Handler<E> };

export type HandlerMap = HandlerGroup<EndpointId>;
