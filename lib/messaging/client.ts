// The page side of the protocol: typed calls to the worker, errors rebuilt as typed ApiErrors, and
// one retry when the worker was stopped mid-call (a billed POST keeps its idempotency key).
import { browser } from 'wxt/browser';
import type { EndpointId, ParamsInput } from '@/lib/api/catalog';
import { ApiError, NetworkError } from '@/lib/api/errors';
import { CHANNEL, type CallResultView, type MessageInput, type MessageType, type Outputs, type Reply } from './protocol';
import { t } from '@/lib/i18n';

type SendFn = (message: unknown) => Promise<unknown>;

/** Chrome's wording when the worker went away before it answered. */
const WORKER_GONE = /Receiving end does not exist|message port closed|Could not establish connection|Extension context invalidated/i;

export function createMessenger(sendMessage: SendFn = (m) => browser.runtime.sendMessage(m)) {
  async function exchange<T extends MessageType>(type: T, payload: MessageInput<T>, sent?: Promise<unknown>): Promise<Outputs[T]> {
    const message = { channel: CHANNEL, type, payload };
    let reply: Reply<T> | undefined;
    for (let attempt = 1; ; attempt++) {
      try {
        reply = (await (attempt === 1 && sent ? sent : sendMessage(message))) as Reply<T> | undefined;
        break;
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        if (attempt < 2 && WORKER_GONE.test(text)) continue;
        throw new NetworkError({
          message: t('errors_workerSilent'),
        });
      }
    }
    if (!reply || typeof reply !== 'object' || !('ok' in reply)) {
      throw new NetworkError({ message: t('errors_workerNoReply') });
    }
    if (!reply.ok) throw ApiError.fromData(reply.error);
    return reply.data;
  }

  function send<T extends MessageType>(type: T, payload: MessageInput<T>): Promise<Outputs[T]> {
    return exchange(type, payload);
  }

  /**
   * The reply to a message the page already sent itself (popup-early.js, before this code loaded),
   * decoded as `send` decodes its own, and sent again once if the worker was gone.
   */
  function adopt<T extends MessageType>(type: T, payload: MessageInput<T>, sent: Promise<unknown>): Promise<Outputs[T]> {
    return exchange(type, payload, sent);
  }

  /**
   * Calls a catalog endpoint through the worker. A paid POST's Idempotency-Key belongs to its intent
   * and is kept by the worker (lib/metered/intents.ts), so a retry here or a second press reuses it.
   */
  function call<E extends EndpointId>(endpoint: E, params: ParamsInput<E>, opts: { refresh?: boolean } = {}) {
    return send('api.call', { endpoint, params: params as Record<string, unknown>, refresh: opts.refresh }) as Promise<CallResultView<E>>;
  }

  return { send, call, adopt };
}

/** The messenger every extension page uses. */
export const messenger = createMessenger();
