// A thrown value as an ErrorLike for ErrorNotice: messenger errors already carry kind and message.
import type { ErrorLike } from '@/components/ErrorNotice';

export function toErrorLike(error: unknown): ErrorLike {
  if (error && typeof error === 'object' && 'kind' in error && 'message' in error) return error as ErrorLike;
  return { kind: 'server', message: error instanceof Error ? error.message : String(error) };
}
