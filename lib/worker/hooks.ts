// Side effects the worker runs after some of its own answers (the toolbar badge, the audience sync
// queue), declared by the wiring and handed to createHandlers, so no module rewrites another's handler.
import type { EndpointId } from '@/lib/api/catalog';
import type { Handlers } from '@/lib/messaging/background';
import type { CallResultView, ParsedInput, SettingsView } from '@/lib/messaging/protocol';
import type { ReconcileReport } from '@/lib/metered/reconcile';

export interface WorkerHooks {
  /** After every `api.call` that answered (network, cache or stale cache); never awaited by the caller. */
  afterCall?: (call: { endpoint: EndpointId; result: CallResultView }, handlers: Handlers) => void | Promise<void>;
  /** After Settings changed; awaited, so the reply follows what the hook did (e.g. badges cleared). */
  afterSettingsUpdate?: (patch: ParsedInput<'settings.update'>, view: SettingsView, handlers: Handlers) => void | Promise<void>;
  /** After a reconciliation settled possibly billed calls (one run in the background after a balance re-read, too). */
  afterReconcile?: (report: ReconcileReport) => void | Promise<void>;
}

/** Runs every hook of one kind; one hook failing never stops the others nor the answer. */
export async function runHooks<K extends keyof WorkerHooks>(
  hooks: readonly WorkerHooks[],
  kind: K,
  ...args: Parameters<NonNullable<WorkerHooks[K]>>
): Promise<void> {
  for (const hook of hooks) {
    const fn = hook[kind] as ((...a: typeof args) => void | Promise<void>) | undefined;
    if (!fn) continue;
    try {
      await fn(...args);
    } catch {
      // A side effect (badge, sync) is best effort: the user's answer is already made.
    }
  }
}
