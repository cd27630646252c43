// The list of keyboard shortcuts, opened with `?` (lib/ui/use-shortcut-keys.ts): a modal (Escape or
// Close closes it and gives the focus back). Props in: the page says which keys it offers.
import { useId } from 'react';
import { t } from '@/lib/i18n';
import { Modal } from './Modal';

export interface Shortcut {
  /** The keys as printed on the keyboard: "?", "/", "Tab". */
  keys: string;
  does: string;
}

/** The keys every page offers: ?, Tab, Enter and Escape. */
export function commonShortcuts(): Shortcut[] {
  return [
    { keys: '?', does: t('reach_shortcutShowList') },
    { keys: 'Tab', does: t('reach_shortcutMove') },
    { keys: 'Enter', does: t('reach_shortcutActivate') },
    { keys: 'Esc', does: t('reach_shortcutEscape') },
  ];
}

export function ShortcutsDialog({ shortcuts, onClose }: { shortcuts: readonly Shortcut[]; onClose(): void }) {
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onCancel={onClose} className="shortcuts-dialog">
      <h2 id={titleId}>{t('reach_shortcutsTitle')}</h2>
      <dl className="shortcuts">
        {shortcuts.map((s) => (
          <div key={s.keys}>
            <dt>
              <kbd>{s.keys}</kbd>
            </dt>
            <dd>{s.does}</dd>
          </div>
        ))}
      </dl>
      <div className="notice-actions">
        <button type="button" data-autofocus onClick={onClose}>
          {t('reach_shortcutsClose')}
        </button>
      </div>
    </Modal>
  );
}
