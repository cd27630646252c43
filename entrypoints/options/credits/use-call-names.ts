// The names the ledger's calls are written with, all free and local: technologies from the catalog of
// answers already seen (asked for the ids the shown rows carry, each once), audiences, lead lists and
// jobs, and alerts as this browser keeps them (alerts.list without a server read).
import { useEffect, useRef, useState } from 'react';
import type { CallNames } from '@/components/credits/call-labels';
import { messenger } from '@/lib/messaging/client';
import type { LedgerRowView } from '@/lib/messaging/protocol';
import { t } from '@/lib/i18n';

/** Technology ids in rows' parameter summaries: `id=` of technology calls, `technology=` / `other_technology=` of signals. */
export const technologyIds = (rows: readonly LedgerRowView[]): number[] =>
  rows.flatMap((r) => [
    ...(r.endpoint.startsWith('technology.') ? [...r.params.matchAll(/\bid=(\d+)/g)].map((m) => Number(m[1])) : []),
    ...[...r.params.matchAll(/\b(?:other_)?technology=(\d+)\b/g)].map((m) => Number(m[1])),
  ]);

const JOB_WORDS: Record<string, (label: string) => string> = {
  lead_list: (label) => t('credits_jobLeadList', [label]),
  audience_refresh: (label) => t('credits_jobRefresh', [label]),
  audience_build: (label) => t('credits_jobBuild', [label]),
};

export function useCallNames(rows: readonly LedgerRowView[]): CallNames {
  const [technologies, setTechnologies] = useState<Record<number, string>>({});
  const [local, setLocal] = useState<Omit<CallNames, 'technologies'>>({});
  const asked = useRef(new Set<number>());
  useEffect(() => {
    const ignore = () => undefined;
    messenger.send('audiences.list', {}).then(({ audiences }) => {
      const named = Object.fromEntries(audiences.flatMap((a) => (a.remoteId ? [[a.remoteId, a.name]] : [])));
      setLocal((n) => ({ ...n, audiences: named }));
    }, ignore);
    messenger.send('jobs.list', {}).then((jobs) => {
      const leadLists = Object.fromEntries(jobs.filter((j) => j.kind === 'lead_list').map((j) => [j.remoteId, j.label]));
      const named = Object.fromEntries(jobs.map((j) => [j.remoteId, (JOB_WORDS[j.kind] ?? ((l: string) => l))(j.label)]));
      const jobSubjects = Object.fromEntries(jobs.map((j) => [j.remoteId, j.label]));
      setLocal((n) => ({ ...n, leadLists, jobs: named, jobSubjects }));
    }, ignore);
    messenger.send('alerts.list', { sync: false }).then(({ alerts }) => {
      setLocal((n) => ({ ...n, alerts: Object.fromEntries(alerts.map((a) => [a.id, a.name])) }));
    }, ignore);
  }, []);
  useEffect(() => {
    // Each id is asked for once: new pages ask only for the technologies they add.
    const ids = [...new Set(technologyIds(rows))].filter((id) => !asked.current.has(id)).slice(0, 5000);
    if (ids.length === 0) return;
    for (const id of ids) asked.current.add(id);
    messenger.send('catalog.known', { ids }).then(
      (known) => setTechnologies((n) => ({ ...n, ...Object.fromEntries(Object.entries(known).map(([id, t]) => [id, t.name])) })),
      () => undefined,
    );
  }, [rows]);
  return { ...local, technologies };
}
