// Typed sandbox errors and the error envelope; the codes are lib/api/schemas.ts ERROR_CODES.
import { ERROR_CODES } from '../../lib/api/schemas';

export type ErrorStatus = keyof typeof ERROR_CODES | 502 | 503 | 504;

/** Code of an error status; the gateway statuses borrow INTERNAL_ERROR (the published 5xx code). */
export function errorCode(status: number): string {
  return (ERROR_CODES as Record<number, string>)[status] ?? 'INTERNAL_ERROR';
}

export class SandboxError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'SandboxError';
  }

  get code(): string {
    return errorCode(this.status);
  }
}

export const notFound = (message: string) => new SandboxError(404, message);
export const conflict = (message: string) => new SandboxError(409, message);
export const forbidden = (message: string) => new SandboxError(403, message);
export const invalid = (message: string) => new SandboxError(400, message);

export function rateLimited(retryAfter: number): SandboxError {
  return new SandboxError(429, `Rate limit exceeded: retry in ${retryAfter} seconds`, { 'Retry-After': String(retryAfter) });
}

export function errorEnvelope(status: number, message: string) {
  return { success: false as const, error: { code: errorCode(status), message } };
}
