// Alerts (free): the list read from the server and cached for offline reading, create and edit with
// the explorer's query form, the signing secret shown once, test delivery, enable/disable, delete.
import { useCallback, useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { AlertsTable, unreachableText, type TestOutcome } from '@/components/signals/AlertsTable';
import { SecretOnce } from '@/components/signals/SecretOnce';
import { Sentence } from '@/components/Sentence';
import { ErrorNotice, type ErrorLike } from '@/components/ErrorNotice';
import { RelativeTime } from '@/components/RelativeTime';
import type { Alert, TechnologySummary } from '@/lib/api/schemas';
import { emptySignalForm, formFromSaved, type SignalForm } from '@/lib/signals/form';
import { messenger } from '@/lib/messaging/client';
import type { AlertsView } from '@/lib/messaging/features/signals';
import { AlertForm, type AlertDraft, type AlertSubmit } from './AlertForm';
import { t } from '@/lib/i18n';

export interface AlertsPanelProps {
  draftFrom: SignalForm | null;
  onDraftTaken(): void;
  suggestions?: TechnologySummary[];
  now?: number;
}

export function AlertsPanel({ draftFrom, onDraftTaken, suggestions = [], now }: AlertsPanelProps) {
  const [view, setView] = useState<AlertsView | null>(null);
  const [names, setNames] = useState<Record<number, string>>({});
  const [draft, setDraft] = useState<AlertDraft | null>(null);
  const [formError, setFormError] = useState<ErrorLike | null>(null);
  const [actionError, setActionError] = useState<ErrorLike | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [tests, setTests] = useState<Record<string, TestOutcome>>({});
  const [deleting, setDeleting] = useState<Alert | null>(null);

  const load = useCallback(
    (sync: boolean) =>
      messenger.send('alerts.list', { sync }).then(async (v) => {
        setView(v);
        const ids = [...new Set(v.alerts.flatMap((a) => [a.query.technology, a.query.other_technology ?? 0]).filter((x) => x > 0))];
        if (ids.length) {
          const known = await messenger.send('catalog.known', { ids }).catch(() => ({}) as Record<number, TechnologySummary>);
          setNames((n) => ({ ...n, ...Object.fromEntries(Object.values(known).map((tech) => [tech.id, tech.name])) }));
        }
      }),
    [],
  );
  useEffect(() => {
    void load(false).then(() => load(true));
  }, [load]);
  // A query handed over from the explorer opens as a new alert's draft (in the render that brings it);
  // the explorer is then told it was taken.
  const [takenFrom, setTakenFrom] = useState<SignalForm | null>(null);
  if (draftFrom !== takenFrom) {
    setTakenFrom(draftFrom);
    if (draftFrom) {
      const techNames = [draftFrom.technology, draftFrom.other].filter(Boolean).map((tech) => tech!.name);
      setDraft({ id: null, name: techNames.length ? `${draftFrom.type}: ${techNames.join(' / ')}` : '', form: draftFrom, webhookUrl: '', enabled: true });
      // The signing secret stays until "I have stored the secret": it is the only copy.
      setFormError(null);
    }
  }
  useEffect(() => {
    if (!draftFrom) return;
    onDraftTaken();
    requestAnimationFrame(() => document.getElementById('signals-alerts-title')?.scrollIntoView());
  }, [draftFrom, onDraftTaken]);

  async function act<T>(label: string, run: () => Promise<T>, onError: (e: ErrorLike) => void = setActionError): Promise<T | undefined> {
    setBusy(label);
    setActionError(null);
    try {
      return await run();
    } catch (e) {
      onError(e as ErrorLike);
      return undefined;
    } finally {
      setBusy(null);
    }
  }

  async function submit(input: AlertSubmit, formNames: Record<number, string>) {
    setFormError(null);
    // The names the form showed: the list summarises the query with them (the API sends only ids).
    setNames((n) => ({ ...formNames, ...n }));
    const editing = draft?.id ?? null;
    const done = await act(
      'save',
      async () => {
        if (editing) return { alert: (await messenger.send('alerts.update', { id: editing, ...input })).alert, secret: null };
        const r = await messenger.send('alerts.create', input);
        return { alert: r.alert, secret: r.signingSecret };
      },
      setFormError,
    );
    if (!done) return;
    if (done.secret) setCreated({ name: done.alert.name, secret: done.secret });
    setDraft(null);
    await load(false);
  }

  const edit = (a: Alert) => {
    setFormError(null);
    setDraft({ id: a.id, name: a.name, form: formFromSaved(a.query, names, now ?? Date.now()), webhookUrl: a.webhook_url, enabled: a.enabled });
  };
  const toggle = (a: Alert) => void act('toggle', () => messenger.send('alerts.update', { id: a.id, enabled: !a.enabled })).then((r) => r && load(false));
  const test = (a: Alert) =>
    void act('test', async () => {
      const r = await messenger.send('alerts.test', { id: a.id });
      const ok = r.statusCode >= 200 && r.statusCode < 300;
      const outcome: TestOutcome =
        r.statusCode === 0
          ? { reached: false, text: unreachableText(a.webhook_url) }
          : { reached: true, text: t(ok ? 'signals_testAnsweredOk' : 'signals_testAnswered', [String(r.statusCode)]) };
      setTests((prev) => ({ ...prev, [a.id]: outcome }));
      // The server updated Last fired and Deliveries: read the list again from it (free).
      await load(true);
    });
  const remove = (a: Alert) => {
    setDeleting(null);
    void act('delete', () => messenger.send('alerts.remove', { id: a.id })).then((r) => r && load(false));
  };

  return (
    <section aria-labelledby="signals-alerts-title" className="signals-alerts">
      <h2 id="signals-alerts-title">{t('signals_alerts')}</h2>
      <p className="hint">{t('signals_alertsIntro')}</p>
      {view?.error && <AlertsOffline message={view.error.message} syncedAt={view.syncedAt} now={now} />}
      {actionError && <ErrorNotice error={actionError} title={actionError.kind === 'permission' ? t('signals_alertLimit') : undefined} />}
      {created && (
        <SecretOnce alertName={created.name} secret={created.secret} onDone={() => setCreated(null)} copy={(text) => navigator.clipboard.writeText(text)} />
      )}
      {view && (
        <AlertsTable alerts={view.alerts} names={names} busy={busy} tests={tests} onEdit={edit} onToggle={toggle} onTest={test} onDelete={setDeleting} />
      )}
      {!draft && (
        <button type="button" onClick={() => setDraft({ id: null, name: '', form: emptySignalForm(now ?? Date.now()), webhookUrl: '', enabled: true })}>
          {t('signals_newAlert')}
        </button>
      )}
      {draft && (
        <AlertForm
          key={draft.id ?? 'new'}
          draft={draft}
          busy={busy !== null}
          error={formError}
          suggestions={suggestions}
          onSubmit={(i, n) => void submit(i, n)}
          onCancel={() => setDraft(null)}
        />
      )}
      {deleting && (
        // The shared dialog: focus moves into it and Escape cancels. Deleting is free (cost 0, no balance line).
        <ConfirmDialog
          title={t('signals_deleteConfirm', [deleting.name])}
          cost={0}
          balance={null}
          confirmLabel={t('signals_deleteAlert')}
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>{t('signals_deleteWarning')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

/** The alerts could not be read from the API: what is shown is the last list read, and changes wait for a connection. */
function AlertsOffline({ message, syncedAt, now }: { message: string; syncedAt: number | null; now?: number }) {
  return (
    <div role="status" className="notice notice-warn">
      <strong>{t('signals_offlineTitle')}</strong>
      <p>
        {message}
        {syncedAt !== null && (
          <>
            {' '}
            <Sentence message={(m) => t('signals_lastRead', [m])}>
              <RelativeTime value={syncedAt} now={now} />
            </Sentence>
          </>
        )}{' '}
        {t('signals_changesNeedConnection')}
      </p>
    </div>
  );
}
