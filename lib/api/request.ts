// Turns an endpoint's parameters into a request (path, query, body), the one way the client and
// the sandbox's router both read a path template.
import { type z } from 'zod';
import { endpoints, type EndpointDef, type EndpointId, type ParamsInput, type ParamsOutput } from './catalog';

const PATH_PARAM_RE = /\{([a-z_]+)\}/g;

/** Names of the `{…}` segments of a path template, in order. */
export function pathParamNames(template: string): string[] {
  return [...template.matchAll(PATH_PARAM_RE)].map((m) => m[1]!);
}

/** `/v1/domain/{domain}` → `/v1/domain/:domain` (Hono / express style). */
export function toRoutePattern(template: string): string {
  return template.replace(PATH_PARAM_RE, ':$1');
}

export class ParamsError extends Error {
  readonly kind = 'validation' as const;
  constructor(
    message: string,
    readonly param: string | undefined,
  ) {
    super(message);
    this.name = 'ParamsError';
  }
}

/** The first issue of a zod error as one sentence naming the parameter and what is allowed. */
export function describeIssue(error: z.ZodError): { message: string; param: string | undefined } {
  const issue = error.issues[0];
  if (!issue) return { message: 'invalid parameters', param: undefined };
  const param = issue.path.length ? issue.path.join('.') : undefined;
  const named = param && !issue.message.startsWith(param.split('.')[0]!) ? `${param}: ${issue.message}` : issue.message;
  return { message: named, param };
}

/** Parses parameters with the endpoint's schema; refuses out-of-range input before any request. */
export function parseParams<E extends EndpointId>(id: E, input: ParamsInput<E>): ParamsOutput<E> {
  const result = (endpoints[id].params as z.ZodType).safeParse(input);
  if (!result.success) {
    const { message, param } = describeIssue(result.error);
    throw new ParamsError(message, param);
  }
  return result.data as ParamsOutput<E>;
}

export interface BuiltRequest {
  method: EndpointDef['method'];
  /** Path with its parameters filled in and URL-encoded, plus the query string. */
  path: string;
  body: Record<string, unknown> | undefined;
}

/** Builds the path, query and body of a call from already-parsed parameters. */
export function buildRequest(def: EndpointDef, params: Record<string, unknown>): BuiltRequest {
  const rest: Record<string, unknown> = { ...params };
  const path = def.path.replace(PATH_PARAM_RE, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  if (def.method === 'POST' || def.method === 'PATCH') {
    return { method: def.method, path, body: rest };
  }
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const qs = query.toString();
  return { method: def.method, path: qs ? `${path}?${qs}` : path, body: undefined };
}
