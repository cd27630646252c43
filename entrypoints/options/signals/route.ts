// The section's route inside the URL hash: #signals/explore?type=…&technology=<id>&name=<name>
// opens the explorer prefilled (the popup's "Who adopted this recently").
import { SIGNAL_TYPES, type SignalType } from '@/lib/api/schemas';

export interface ExplorerPrefill {
  type: SignalType;
  technology: { id: number; name: string } | null;
}

export function prefillFromHash(hash: string): ExplorerPrefill | null {
  const m = /^#?signals\/explore\?(.*)$/.exec(hash);
  if (!m) return null;
  const q = new URLSearchParams(m[1]);
  const type = (SIGNAL_TYPES as readonly string[]).includes(q.get('type') ?? '') ? (q.get('type') as SignalType) : 'adoption';
  const id = Number(q.get('technology'));
  const name = q.get('name')?.trim();
  return { type, technology: Number.isSafeInteger(id) && id > 0 ? { id, name: name || `Technology #${id}` } : null };
}

export function explorerHash(type: SignalType, technology: { id: number; name: string }): string {
  return `#signals/explore?${new URLSearchParams({ type, technology: String(technology.id), name: technology.name })}`;
}
