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
  | 'too_large'
  | 'aborted'
  | 'no_key'
  /** IndexedDB refused a write (QuotaExceededError): nothing already stored is lost. */
  | 'storage_full';

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
  /** An answer over this many bytes is refused unread (too_large). */
  maxBytes?: number;
  /** storage_full: which of StackLens's stores takes most of the space, or `other` when all are small. */
  takenBy?: StorageTaker;
}

/** What takes the browser's storage for StackLens (lib/metered/storage-stats.ts takenBy). */
export type StorageTaker = 'cache' | 'ledger' | 'audiences' | 'other';

export type ErrorFields = Partial<Omit<ApiErrorData, 'kind'>>;

const KEY_RE = /tapi_(live|test)_[A-Za-z0-9]{32}/g;

/** A byte count as people read it: 5 MB. */
export const megabytes = (bytes: number) => `${Math.round((bytes / 1_000_000) * 10) / 10} MB`;

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
  'maxBytes',
  'takenBy',
] as const;

/** The message of each kind when the caller gives none. */
const DEFAULT_MESSAGES: Record<ErrorKind, (fields: ErrorFields) => string> = {
  validation: (f) => f.detail ?? 'The request was refused: check its parameters',
  authentication: () => 'Your API key is missing or invalid — check it in Settings',
  permission: () => 'Your plan does not include this feature — upgrade your plan',
  not_found: (f) => f.detail ?? 'Nothing was found for this request',
  conflict: (f) => `Already exists${f.detail ? `: ${f.detail}` : ''} — choose another name or edit the existing one`,
  rate_limit: (f) => (f.retryAfterSeconds !== undefined ? `Rate limited: wait ${f.retryAfterSeconds} s` : 'Rate limited: wait a moment and try again'),
  insufficient_credits: (f) => {
    const parts = [f.cost !== undefined ? `this costs ${f.cost}` : null, f.balance !== undefined ? `your balance is ${f.balance}` : null]
      .filter(Boolean)
      .join(', ');
    const reset = f.resetAt ? `; credits reset on ${f.resetAt.slice(0, 10)}` : '';
    return `Not enough credits${parts ? `: ${parts}` : ''}${reset}`;
  },
  budget: (f) => `This would go over your budget${f.cap ? ` (${f.cap})` : ''} — raise it in Credits & usage › Budgets or wait`,
  server: (f) => `The service had a problem${f.status ? ` (HTTP ${f.status})` : ''} — try again in a moment`,
  network: () => 'Could not reach the service — check your connection and try again',
  timeout: () => 'The service did not answer in time — try again',
  response_validation: () => 'The service sent an unexpected answer — try again later or update StackLens',
  too_large: (f) =>
    `The service's answer was too large to show${f.maxBytes ? ` (over ${megabytes(f.maxBytes)})` : ''}, so StackLens did not read it — ask for less (a smaller page, fewer rows or narrower filters) and try again`,
  aborted: () => 'Canceled',
  no_key: () => 'Set your API key in Settings',
  storage_full: (f) => storageFullMessage(f.takenBy),
};

/** The message an error of `kind` gets when its caller gives none, as the constructor writes it: the UI shows it in the reader's language instead (lib/display/error-text.ts). */
export function defaultMessage(kind: ErrorKind, fields: ErrorFields): string {
  return scrubSecrets((DEFAULT_MESSAGES[kind] ?? DEFAULT_MESSAGES.server)(fields));
}

const STORAGE_FULL = "The browser's storage for StackLens is full, so this change was not saved; nothing already stored was lost.";
const STORAGE_FULL_WHAT: Record<StorageTaker | 'unknown', string> = {
  cache: 'The cache takes most of it: Clear the cache in Settings › Storage, then try again.',
  ledger: 'The credit ledger’s rows take most of it: export them if you need them, clear them in Settings › Storage, then try again.',
  audiences: 'Audience members take most of it: delete the audiences you no longer need, then try again.',
  other: 'StackLens’s own data is small, so the disk or the browser’s other data takes the space: free some, then try again.',
  unknown: 'Settings › Storage shows what StackLens keeps: free some space, then try again.',
};

/** The storage-full message naming what takes the space (the UI words it in the reader's language: lib/display/error-text.ts). */
export function storageFullMessage(takenBy: StorageTaker | undefined): string {
  return `${STORAGE_FULL} ${STORAGE_FULL_WHAT[takenBy ?? 'unknown'] ?? STORAGE_FULL_WHAT.unknown}`;
}

/** IndexedDB's QuotaExceededError, as Dexie throws it or wrapped in the transaction's abort. */
export function isQuotaError(error: unknown): boolean {
  const e = error as { name?: string; inner?: { name?: string } } | null;
  return e?.name === 'QuotaExceededError' || e?.inner?.name === 'QuotaExceededError';
}

// The optional fields are typed from ApiErrorData, not a second list; the constructor assigns them.
const ErrorWithFields = Error as unknown as new (message?: string) => Error & Omit<ErrorFields, 'message'>;
/** Always built as one of its subclasses below: the class names the kind (CLASSES), `fields.message` overrides the kind's default. */
export class ApiError extends ErrorWithFields {
  readonly kind: ErrorKind;
  /** Not serialised: only the worker's ledger reads it. */
  charge?: Charge;
  /** Not serialised: the local account the failed request was sent for (lib/metered/client.ts). */
  account?: string;

  constructor(fields: ErrorFields = {}) {
    const kind = KINDS.find((k) => CLASSES[k] === new.target) ?? 'server';
    super(scrubSecrets(fields.message ?? DEFAULT_MESSAGES[kind](fields)));
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

export class ValidationError extends ApiError {}
export class AuthenticationError extends ApiError {}
export class PermissionError extends ApiError {}
export class NotFoundError extends ApiError {}
export class ConflictError extends ApiError {}
export class RateLimitError extends ApiError {}
export class InsufficientCreditsError extends ApiError {}
export class BudgetError extends ApiError {}
export class ServerError extends ApiError {}
export class NetworkError extends ApiError {}
export class TimeoutError extends ApiError {}
export class ResponseValidationError extends ApiError {}
/** An answer larger than its endpoint's limit (catalog.ts, maxAnswerBytes): refused before it is read. */
export class TooLargeError extends ApiError {}
export class AbortedError extends ApiError {}
export class NoKeyError extends ApiError {}
export class StorageFullError extends ApiError {}

const CLASSES: Record<ErrorKind, new (fields?: ErrorFields) => ApiError> = {
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
  too_large: TooLargeError,
  aborted: AbortedError,
  no_key: NoKeyError,
  storage_full: StorageFullError,
};
const KINDS = Object.keys(CLASSES) as ErrorKind[];

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
  too_large: 'TooLargeError',
  aborted: 'AbortedError',
  no_key: 'NoKeyError',
  storage_full: 'StorageFullError',
};

/** The statuses whose error carries nothing but the envelope (contract.md: any 402 means out of credits). */
const ERROR_BY_STATUS: Partial<Record<number, new (fields: ErrorFields) => ApiError>> = {
  401: AuthenticationError,
  402: InsufficientCreditsError,
  403: PermissionError,
  404: NotFoundError,
  408: TimeoutError,
  409: ConflictError,
};

/**
 * A non-2xx answer as its typed error: 5xx the server's, 429 a rate limit (with `wait` when its
 * Retry-After was readable), the plain statuses above, anything else a refused request.
 */
export function errorForStatus(status: number, fields: ErrorFields, wait?: { retryAfterSeconds: number; retryAt: number }): ApiError {
  const base = { ...fields, status };
  if (status >= 500) return new ServerError(base);
  const Plain = ERROR_BY_STATUS[status];
  if (Plain) return new Plain(base);
  if (status === 429) return new RateLimitError({ ...base, ...wait });
  return new ValidationError({ ...base, message: refusedMessage(status, fields.detail) });
}

/** A refused request's message (errorForStatus): the server's detail for a 400, else the status and any detail. */
export function refusedMessage(status: number, detail: string | undefined): string {
  if (status === 400) return detail ?? 'The service refused the request parameters';
  return `The service refused the request (HTTP ${status})${detail ? `: ${detail}` : ''}`;
}

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
  if (isQuotaError(error)) return new StorageFullError({ detail: error instanceof Error ? error.message : undefined, endpoint });
  // A bug of ours, not the API's: a fixed plain message; the JS text stays in `detail` (never shown).
  const detail = error instanceof Error ? error.message : String(error);
  return new ServerError({ message: UNEXPECTED_MESSAGE, detail, endpoint });
}
