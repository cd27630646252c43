// Under the on-page list: the row just hidden with its Undo, and how many rows are hidden on this site
// with a way to show them again, so nothing vanishes silently. Loaded only when there is one (lazy).
import { t, tn } from '@/lib/i18n';
import { useEffect, useRef, useState } from 'react';
import type { HideActions } from './hide-actions';

export default function HiddenNote({ actions, justHidden, onUndo }: { actions: HideActions; justHidden: string | null; onUndo: () => void }) {
  const [listed, setListed] = useState(false);
  const undo = useRef<HTMLButtonElement>(null);
  // The hidden row's button is gone with it: focus lands on its Undo rather than on the page's start.
  useEffect(() => {
    if (justHidden) undo.current?.focus();
  }, [justHidden]);
  const { hidden, error } = actions;
  return (
    <div className="hidden-note">
      <div aria-live="polite">
        {justHidden && (
          <p role="status" className="notice notice-ok">
            {t('hidden_hid', [justHidden])}{' '}
            <button type="button" className="inline-button" ref={undo} onClick={onUndo}>
              {t('hidden_undo')}
            </button>
          </p>
        )}
        {error && (
          <p role="alert" className="notice notice-warn">
            {t('hidden_saveFailed')}
          </p>
        )}
      </div>
      {hidden.length > 0 && (
        <p className="hint">
          {tn('hidden_hiddenCount', hidden.length)} ·{' '}
          <button type="button" className="inline-button" aria-expanded={listed} onClick={() => setListed((v) => !v)}>
            {listed ? t('hidden_hideList') : t('hidden_showList')}
          </button>
        </p>
      )}
      {listed && hidden.length > 0 && (
        <ul className="local-list" aria-label={t('hidden_hiddenList')}>
          {hidden.map((name) => (
            <li key={name} className="local-row">
              {name}{' '}
              <button type="button" className="inline-button" aria-label={t('hidden_showAgainLabel', [name])} onClick={() => actions.show([name])}>
                {t('hidden_showAgain')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
