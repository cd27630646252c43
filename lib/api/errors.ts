// Typed API errors named after what the user must do. Each has a `kind`, so it crosses the extension
// message channel as plain data (toJSON) and is rebuilt as the same class (ApiError.fromData).

export type ErrorKind =
  | 'validation'
  | 'authentication'
  | 'permission'
  | 'not_found'
  | 'conflict'
  | 'rate_limit'
  | 'insufficient_credits'
  | 'budget'
  | 'server'
  | 'network'
  | 'timeout'
  | 'response_validation'
  | 'aborted'
  | 'no_key';

/** What the transport saw before the call ended: the ledger needs it to account for credits. */
export interface Charge {
  status: number | null;
  creditsCost: number | null;
  creditsRemaining: number | null;
  testMode: boolean;
  attempts: number;
  durationMs: number;
}

/** The plain-data form of an error; every field survives JSON. */
export interface ApiErrorData {
  kind: ErrorKind;
  message: string;
  status?: number;
  code?: string;
  endpoint?: string;
  /** The server's own message, with any API key scrubbed out. */
  detail?: string;
  param?: string;
  retryAfterSeconds?: number;
  retryAt?: number;
  cost?: number;
  balance?: number;
  resetAt?: string;
  cap?: string;
  issues?: string;
  /** An answer StackLens could not read: the credits it was billed, and whether it is kept (a retry re-reads it for free). */
  spent?: number;
  kept?: boolean;
}

export type ErrorFields = Partial<Omit<ApiErrorData, 'kind'>>;

const KEY_RE = /tapi_(live|test)_[A-Za-z0-9]{32}/g;

/** Removes anything shaped like an API key (published key format) from a text. */
export function scrubSecrets(text: string): string {
  return text.replace(KEY_RE, 'tapi_$1_[redacted]');
}

const FIELDS = [
  'status',
  'code',
  'endpoint',
  'detail',
  'param',
  'retryAfterSeconds',
  'retryAt',
  'cost',
  'balance',
  'resetAt',
  'cap',
  'issues',
  'spent',
  'kept',
] as const;

// The optional fields are typed from ApiErrorData, not a second list; the constructor assigns them.
const ErrorWithFields = Error as unknown as new (message?: string) => Error & Omit<ErrorFields, 'message'>;
export class ApiError extends ErrorWithFields {
  readonly kind: ErrorKind;
  /** Not serialised: only the worker's ledger reads it. */
  charge?: Charge;

  constructor(kind: ErrorKind, message: string, fields: ErrorFields = {}) {
    super(scrubSecrets(message));
    this.kind = kind;
    this.name = CLASS_NAMES[kind];
    for (const name of FIELDS) {
      const value = fields[name];
      if (value === undefined) continue;
      (this as Record<string, unknown>)[name] = typeof value === 'string' ? scrubSecrets(value) : value;
    }
  }

  toJSON(): ApiErrorData {
    const data: ApiErrorData = { kind: this.kind, message: this.message };
    for (const name of FIELDS) {
      if (this[name] !== undefined) (data as unknown as Record<string, unknown>)[name] = this[name];
    }
    return data;
  }

  /** Rebuilds the typed error from its plain-data form (the UI side of the message channel). */
  static fromData(data: unknown): ApiError {
    const d = (data && typeof data === 'object' ? data : {}) as Partial<ApiErrorData>;
    const Class = d.kind && d.kind in CLASSES ? CLASSES[d.kind] : undefined;
    const message = typeof d.message === 'string' ? d.message : undefined;
    if (!Class) return new ServerError({ ...d, message: message ?? 'Unexpected error' });
    return new Class({ ...d, message });
  }
}

type Init = ErrorFields & { message?: string };
const text = (init: Init, fallback: string) => init.message ?? fallback;

export class ValidationError extends ApiError {
  constructor(init: Init = {}) {
    super('validation', text(init, init.detail ?? 'The request was refused: check its parameters'), init);
  }
}
export class AuthenticationError extends ApiError {
  constructor(init: Init = {}) {
    super('authentication', text(init, 'Your API key is missing or invalid — check it in Settings'), init);
  }
}
export class PermissionError extends ApiError {
  constructor(init: Init = {}) {
    super('permission', text(init, 'Your plan does not include this feature — upgrade your plan'), init);
  }
}
export class NotFoundError extends ApiError {
  constructor(init: Init = {}) {
    super('not_found', text(init, init.detail ?? 'Nothing was found for this request'), init);
  }
}
export class ConflictError extends ApiError {
  constructor(init: Init = {}) {
    super('conflict', text(init, `Already exists${init.detail ? `: ${init.detail}` : ''} — choose another name or edit the existing one`), init);
  }
}
export class RateLimitError extends ApiError {
  constructor(init: Init = {}) {
    const wait = init.retryAfterSeconds;
    super('rate_limit', text(init, wait !== undefined ? `Rate limited: wait ${wait} s` : 'Rate limited: wait a moment and try again'), init);
  }
}
export class InsufficientCreditsError extends ApiError {
  constructor(init: Init = {}) {
    const parts = [init.cost !== undefined ? `this costs ${init.cost}` : null, init.balance !== undefined ? `your balance is ${init.balance}` : null]
      .filter(Boolean)
      .join(', ');
    const reset = init.resetAt ? `; credits reset on ${init.resetAt.slice(0, 10)}` : '';
    super('insufficient_credits', text(init, `Not enough credits${parts ? `: ${parts}` : ''}${reset}`), init);
  }
}
export class BudgetError extends ApiError {
  constructor(init: Init = {}) {
    super('budget', text(init, `This would go over your budget${init.cap ? ` (${init.cap})` : ''} — raise it in Settings or wait`), init);
  }
}
export class ServerError extends ApiError {
  constructor(init: Init = {}) {
    super('server', text(init, `The service had a problem${init.status ? ` (HTTP ${init.status})` : ''} — try again in a moment`), init);
  }
}
export class NetworkError extends ApiError {
  constructor(init: Init = {}) {
    super('network', text(init, 'Could not reach the service — check your connection and try again'), init);
  }
}
export class TimeoutError extends ApiError {
  constructor(init: Init = {}) {
    super('timeout', text(init, 'The service did not answer in time — try again'), init);
  }
}
export class ResponseValidationError extends ApiError {
  constructor(init: Init = {}) {
    super('response_validation', text(init, 'The service sent an unexpected answer — try again later or update StackLens'), init);
  }
}
export class AbortedError extends ApiError {
  constructor(init: Init = {}) {
    super('aborted', text(init, 'Canceled'), init);
  }
}
export class NoKeyError extends ApiError {
  constructor(init: Init = {}) {
    super('no_key', text(init, 'Set your API key in Settings'), init);
  }
}

const CLASSES: Record<ErrorKind, new (init?: Init) => ApiError> = {
  validation: ValidationError,
  authentication: AuthenticationError,
  permission: PermissionError,
  not_found: NotFoundError,
  conflict: ConflictError,
  rate_limit: RateLimitError,
  insufficient_credits: InsufficientCreditsError,
  budget: BudgetError,
  server: ServerError,
  network: NetworkError,
  timeout: TimeoutError,
  response_validation: ResponseValidationError,
  aborted: AbortedError,
  no_key: NoKeyError,
};

const CLASS_NAMES: Record<ErrorKind, string> = {
  validation: 'ValidationError',
  authentication: 'AuthenticationError',
  permission: 'PermissionError',
  not_found: 'NotFoundError',
  conflict: 'ConflictError',
  rate_limit: 'RateLimitError',
  insufficient_credits: 'InsufficientCreditsError',
  budget: 'BudgetError',
  server: 'ServerError',
  network: 'NetworkError',
  timeout: 'TimeoutError',
  response_validation: 'ResponseValidationError',
  aborted: 'AbortedError',
  no_key: 'NoKeyError',
};

export const UNEXPECTED_MESSAGE = 'Something unexpected went wrong in StackLens. Try again; if it keeps happening, report it.';

/** Any thrown value as an ApiError (local parameter refusals become ValidationError). The one error
 * normaliser of the worker and of every page. */
export function toApiError(error: unknown, endpoint?: string): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof Error && (error as { kind?: unknown }).kind === 'validation') {
    return new ValidationError({ message: error.message, param: (error as { param?: string }).param, endpoint });
  }
  // An error's plain-data form (it crossed the message channel, or a page kept it in state), or an
  // error of ours that already names its kind.
  const kind = error && typeof error === 'object' ? (error as { kind?: unknown }).kind : undefined;
  if (typeof kind === 'string' && kind in CLASSES) {
    return ApiError.fromData({ ...(error as object), message: (error as { message?: unknown }).message });
  }
  // A bug of ours, not the API's: a fixed plain message; the JS text stays in `detail` (never shown).
  const detail = error instanceof Error ? error.message : String(error);
  return new ServerError({ message: UNEXPECTED_MESSAGE, detail, endpoint });
}
