// Create or edit an alert: a name, the same query form as the explorer (without the window: an alert
// delivers what is new from now on), the webhook URL and enabled. Checked before anything is sent.
import { useId, useState } from 'react';
import { SignalQueryFields } from '@/components/signals/SignalQueryFields';
import { ErrorNotice, type ErrorLike } from '@/components/ErrorNotice';
import type { TechnologySummary } from '@/lib/api/schemas';
import { checkAlertName, checkWebhookUrl } from '@/lib/signals/alert-form';
import { checkSignalForm, toSavedQuery, unnamedTechnology, type SignalErrors, type SignalForm } from '@/lib/signals/form';
import type { SavedSignalQuery } from '@/lib/api/schemas';
import { TechnologyField } from './TechnologyField';
import { submitWith } from '@/lib/ui/submit';
import { FormField } from '@/components/FormField';

/** How to get a URL that receives any JSON POST: Zapier's "Catch Hook" trigger and Make's "Custom webhook" module. */
const ZAPIER_WEBHOOKS_HELP = 'https://help.zapier.com/hc/en-us/articles/8496288690317-Trigger-Zaps-from-webhooks';
const MAKE_WEBHOOKS_HELP = 'https://apps.make.com/gateway';
import { t } from '@/lib/i18n';

/** An example receiver: an address, the same in every language. */
const EXAMPLE_WEBHOOK = 'https://hooks.example.com/stacklens';

export interface AlertDraft {
  id: string | null;
  name: string;
  form: SignalForm;
  webhookUrl: string;
  enabled: boolean;
}

export interface AlertSubmit {
  name: string;
  query: SavedSignalQuery;
  webhook_url: string;
  enabled: boolean;
}

export function AlertForm(props: {
  draft: AlertDraft;
  busy: boolean;
  error: ErrorLike | null;
  suggestions: TechnologySummary[];
  onSubmit(input: AlertSubmit, names: Record<number, string>): void;
  onCancel(): void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(props.draft);
  const [errors, setErrors] = useState<{ name?: string; webhook?: string; query?: SignalErrors }>({});

  function submit() {
    const name = checkAlertName(draft.name);
    const url = checkWebhookUrl(draft.webhookUrl);
    const query = checkSignalForm(draft.form);
    const next = {
      ...('error' in name ? { name: name.error } : {}),
      ...('error' in url ? { webhook: url.error } : {}),
      ...('errors' in query ? { query: query.errors } : {}),
    };
    setErrors(next);
    if ('error' in name || 'error' in url || 'errors' in query) return;
    const names = Object.fromEntries(
      [draft.form.technology, draft.form.other].flatMap((tech) => (tech && tech.name !== unnamedTechnology(tech.id) ? [[tech.id, tech.name]] : [])),
    );
    props.onSubmit({ name: name.name, query: toSavedQuery(query.query), webhook_url: url.url, enabled: draft.enabled }, names);
  }

  const editing = draft.id !== null;
  return (
    <form className="alert-form signal-form" aria-label={editing ? t('signals_editAlert') : t('signals_newAlert')} noValidate onSubmit={submitWith(submit)}>
      <h3>{editing ? t('signals_editAlertNamed', [props.draft.name]) : t('signals_newAlert')}</h3>
      <FormField label={t('signals_alertName')} error={errors.name}>
        {(control) => <input {...control} value={draft.name} maxLength={200} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />}
      </FormField>
      <SignalQueryFields
        form={draft.form}
        errors={errors.query ?? {}}
        onChange={(form) => setDraft({ ...draft, form })}
        showWindow={false}
        renderPicker={(slot) => <TechnologyField key={slot.label} slot={slot} suggestions={props.suggestions} />}
      />
      <div className="filter-field">
        <label htmlFor={`${id}-url`}>{t('signals_webhookUrl')}</label>
        <input
          id={`${id}-url`}
          type="url"
          value={draft.webhookUrl}
          placeholder={EXAMPLE_WEBHOOK}
          onChange={(e) => setDraft({ ...draft, webhookUrl: e.target.value })}
          aria-invalid={errors.webhook ? true : undefined}
          aria-describedby={errors.webhook ? `${id}-url-hint ${id}-url-error` : `${id}-url-hint`}
        />
        <p id={`${id}-url-hint`} className="hint">
          {t('signals_webhookHint')}
        </p>
        {/* Who can receive one: a sales user has no server of their own. The event is StackLens's own JSON
            (contract.md), which an automation tool's catch-all webhook takes and a chat's incoming webhook does not. */}
        <p className="hint">
          {t('signals_webhookReceivers')}{' '}
          <a href={ZAPIER_WEBHOOKS_HELP} target="_blank" rel="noreferrer">
            {t('signals_webhookHowZapier')}
          </a>
          {' · '}
          <a href={MAKE_WEBHOOKS_HELP} target="_blank" rel="noreferrer">
            {t('signals_webhookHowMake')}
          </a>
        </p>
        {errors.webhook && (
          <p id={`${id}-url-error`} className="field-error">
            {errors.webhook}
          </p>
        )}
      </div>
      {/* A 403 on an alert is the plan's cap on saved alerts (contract.md), not a missing feature. */}
      {props.error && <ErrorNotice error={props.error} title={props.error.kind === 'permission' ? t('signals_alertLimit') : undefined} />}
      {/* Enabled belongs with the actions: it decides what saving does (deliver from now on, or keep it paused). */}
      <div className="row alert-form-actions">
        <label className="alert-enabled">
          <input type="checkbox" checked={draft.enabled} onChange={(e) => setDraft({ ...draft, enabled: e.target.checked })} /> {t('signals_enabledDeliver')}
        </label>
        <button type="submit" className="primary" disabled={props.busy}>
          {editing ? t('signals_saveChangesFree') : t('signals_createAlertFree')}
        </button>
        <button type="button" onClick={props.onCancel}>
          {t('signals_cancel')}
        </button>
      </div>
    </form>
  );
}
