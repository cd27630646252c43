// Under the on-page list: the row just hidden with its Undo, and how many rows are hidden on this site
// with a way to show them again, so nothing vanishes silently. Loaded only when there is one (lazy).
import { useEffect, useRef, useState } from 'react';
import type { NotRightActions } from './not-right';

export default function HiddenNote({ actions, justHidden, onUndo }: { actions: NotRightActions; justHidden: string | null; onUndo: () => void }) {
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
            Hid {justHidden} on this site.{' '}
            <button type="button" className="inline-button" ref={undo} onClick={onUndo}>
              Undo
            </button>
          </p>
        )}
        {error && (
          <p role="alert" className="notice notice-warn">
            {error}
          </p>
        )}
      </div>
      {hidden.length > 0 && (
        <p className="hint">
          {hidden.length} hidden on this site ·{' '}
          <button type="button" className="inline-button" aria-expanded={listed} onClick={() => setListed((v) => !v)}>
            {listed ? 'Hide list' : 'Show'}
          </button>
        </p>
      )}
      {listed && hidden.length > 0 && (
        <ul className="local-list" aria-label="Hidden on this site">
          {hidden.map((name) => (
            <li key={name} className="local-row">
              {name}{' '}
              <button type="button" className="inline-button" aria-label={`Show again: ${name}`} onClick={() => actions.show([name])}>
                Show again
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
