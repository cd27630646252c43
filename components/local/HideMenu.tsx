// "Not right?" on one on-page row: hide it on this site, or copy a plain-text report for the user to
// send to StackLens's makers, or open the build's report destination (an issue form or an email, filled
// in: lib/local/report-link.ts). Nothing is sent and no request is made. Loaded on first open (lazy).
import { t } from '@/lib/i18n';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { displayDomain } from '@/lib/display/server-strings';
import type { LocalTechnology } from '@/lib/local/findings';
import { reportText } from '@/lib/local/report';
import { reportLink } from '@/lib/local/report-link';
import { REPORT_TO } from '@/lib/config';
import type { HideActions } from './hide-actions';

type Copy = { kind: 'idle' } | { kind: 'copied' } | { kind: 'refused'; text: string };

/** Writes to the clipboard; false when the browser refuses (no permission, no focus, no API). */
async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export default function HideMenu({
  tech,
  actions,
  onClose,
}: {
  tech: LocalTechnology;
  actions: HideActions;
  /** Closes the menu; focus goes back to its button. */
  onClose: () => void;
}) {
  const [copy, setCopy] = useState<Copy>({ kind: 'idle' });
  const first = useRef<HTMLButtonElement>(null);
  const fallback = useRef<HTMLTextAreaElement>(null);
  useEffect(() => first.current?.focus(), []);
  useEffect(() => {
    if (copy.kind === 'refused') fallback.current?.select();
  }, [copy]);

  // Where the build sends reports (an issue form or the maker's email), filled in; read when the menu opens.
  const [send] = useState(() => reportLink(REPORT_TO, t('hidden_reportSubject', [tech.name]), reportText(tech, actions.reportContext())));
  const byEmail = REPORT_TO.startsWith('mailto:');

  const copyReport = async () => {
    const text = reportText(tech, actions.reportContext());
    setCopy((await writeClipboard(text)) ? { kind: 'copied' } : { kind: 'refused', text });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    onClose();
  };

  return (
    <div className="hide-menu" role="group" aria-label={t('hidden_toggleLabel', [tech.name])} onKeyDown={onKeyDown}>
      <div className="row">
        {actions.site && (
          <button type="button" ref={first} onClick={() => actions.hide(tech.name)}>
            {t('hidden_hide')}
          </button>
        )}
        <button type="button" ref={actions.site ? undefined : first} onClick={() => void copyReport()}>
          {t('hidden_copy')}
        </button>
        {send && (
          <a href={send.href} target="_blank" rel="noreferrer">
            {t(byEmail ? 'hidden_sendEmail' : 'hidden_sendForm')}
          </a>
        )}
      </div>
      {send && (
        <p className="hint">
          {t(byEmail ? 'hidden_sendEmailHint' : 'hidden_sendFormHint')}
          {send.shortened ? ` ${t('hidden_sendShortened')}` : ''}
        </p>
      )}
      <p className="hint">
        {actions.site ? `${t('hidden_hideHint', [tech.name, displayDomain(actions.site)])} ` : ''}
        {t('hidden_reportHint')}
      </p>
      <p role="status" className={copy.kind === 'copied' ? 'notice notice-ok' : 'visually-hidden'}>
        {copy.kind === 'copied' ? t('hidden_copied') : ''}
      </p>
      {copy.kind === 'refused' && (
        <label className="hide-fallback">
          {t('hidden_clipboardRefused')}
          <textarea ref={fallback} readOnly rows={8} value={copy.text} />
        </label>
      )}
    </div>
  );
}
