// The background side of the protocol: checks the sender, parses every input with zod, runs the
// handler, and answers with data or an error as data. Foreign senders get no answer at all. Every
// reply passes here, so this is where server and page strings are made safe to show (server-strings.ts).
import type { z } from 'zod';
import { ApiError, ValidationError, toApiError } from '@/lib/api/errors';
import { describeIssue } from '@/lib/api/request';
import { sanitizeServerData } from '@/lib/display/server-strings';
import { inputs } from './inputs';
import { CHANNEL, type MessageType, type Outputs, type ParsedInput, type Reply } from './protocol';
import { isTrustedSender, type SenderLike } from './sender';

export type Handlers = { [T in MessageType]: (input: ParsedInput<T>) => Promise<Outputs[T]> };

export interface Identity {
  runtimeId: string;
  extensionOrigin: string;
}

function isRequest(message: unknown): message is { channel: string; type: string; payload: unknown } {
  return typeof message === 'object' && message !== null && (message as { channel?: unknown }).channel === CHANNEL;
}

/**
 * Returns the listener for runtime.onMessage: a promise of the reply for a trusted request,
 * `undefined` (no answer) for anything else.
 */
export function createMessageListener(handlers: Handlers, identity: Identity) {
  return (message: unknown, sender: SenderLike): Promise<Reply> | undefined => {
    if (!isRequest(message)) return undefined;
    if (!isTrustedSender(sender, identity.runtimeId, identity.extensionOrigin)) return undefined;
    return dispatch(handlers, message.type, message.payload);
  };
}

export async function dispatch(handlers: Handlers, type: string, payload: unknown): Promise<Reply> {
  if (!Object.hasOwn(inputs, type)) {
    return { ok: false, error: new ValidationError({ message: `Unknown request "${type}"`, param: 'type' }).toJSON() };
  }
  const schema = inputs[type as MessageType] as z.ZodType;
  const parsed = schema.safeParse(payload ?? {});
  if (!parsed.success) {
    const { message, param } = describeIssue(parsed.error);
    return { ok: false, error: new ValidationError({ message, param }).toJSON() };
  }
  try {
    const handler = handlers[type as MessageType] as (input: unknown) => Promise<unknown>;
    const data = await handler(parsed.data);
    return { ok: true, data: sanitizeServerData(data) } as Reply;
  } catch (error) {
    const apiError = error instanceof ApiError ? error : toApiError(error);
    return { ok: false, error: sanitizeServerData(apiError.toJSON()) };
  }
}
