// A stand-in for the worker behind `messenger.send`: each test sets the handlers it needs and reads
// what the page sent. Used as the factory of vi.mock('@/lib/messaging/client').
import { ApiError } from '@/lib/api/errors';

export type Handler = (payload: Record<string, unknown>) => unknown;
export const worker: Record<string, Handler> = {};
export const sent: { type: string; payload: Record<string, unknown> }[] = [];

export function resetWorker(handlers: Record<string, Handler> = {}): void {
  for (const k of Object.keys(worker)) delete worker[k];
  sent.length = 0;
  Object.assign(worker, handlers);
}

export const sentOf = (type: string) => sent.filter((m) => m.type === type).map((m) => m.payload);

async function send(type: string, payload: Record<string, unknown>) {
  sent.push({ type, payload });
  const handler = worker[type];
  if (!handler) throw new Error(`unexpected message ${type}`);
  const result = await handler(payload);
  if (result instanceof ApiError) throw result;
  return result;
}

export const clientModule = { messenger: { send }, createMessenger: () => ({ send }) };
