// The local copy of the server's alerts (Dexie `alerts`): replaced on each successful read, updated
// after each accepted change. Signing secrets are never written here (contract.md: shown once).
import type { Alert } from '@/lib/api/schemas';
import type { AlertRow, StackLensDB } from '@/lib/db/database';
import { META_ALERTS_SYNCED } from '@/lib/db/kv-keys';

const SYNCED_KEY = META_ALERTS_SYNCED;

export async function replaceAlerts(db: StackLensDB, alerts: readonly Alert[], at: number): Promise<void> {
  await db.transaction('rw', db.alerts, db.meta, async () => {
    await db.alerts.clear();
    await db.alerts.bulkPut(alerts.map((a) => ({ ...a, syncedAt: at })));
    await db.meta.put({ key: SYNCED_KEY, value: at });
  });
}

export async function forgetAlert(db: StackLensDB, id: string): Promise<void> {
  await db.alerts.delete(id);
}

export async function putAlert(db: StackLensDB, alert: Alert, at: number): Promise<void> {
  await db.alerts.put({ ...alert, syncedAt: at });
}

export async function cachedAlerts(db: StackLensDB): Promise<{ alerts: Alert[]; syncedAt: number | null }> {
  const rows = await db.alerts.toArray();
  rows.sort((a, b) => a.created_at.localeCompare(b.created_at));
  const synced = (await db.meta.get(SYNCED_KEY))?.value;
  const syncedAt = typeof synced === 'number' ? synced : null;
  return { alerts: rows.map(stripRow), syncedAt };
}

function stripRow({ syncedAt: _s, ...alert }: AlertRow): Alert {
  return alert;
}
