// "Not right?" beside one on-page row: its button and, once opened, its menu. Loaded lazily with the
// rows (the popup's first paint carries none of it; on-page rows arrive after the page check anyway).
import { useRef, useState } from 'react';
import { t } from '@/lib/i18n';
import type { LocalTechnology } from '@/lib/local/findings';
import HideMenu from './HideMenu';
import type { HideActions } from './hide-actions';

export default function HideControl({ name, tech, actions }: { name: string; tech: LocalTechnology; actions: HideActions }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        type="button"
        ref={toggle}
        className="hide-toggle"
        aria-expanded={open}
        aria-label={t('hidden_toggleLabel', [name])}
        onClick={() => setOpen((v) => !v)}
      >
        {t('hidden_toggle')}
      </button>
      {open && (
        <HideMenu
          tech={tech}
          actions={actions}
          onClose={() => {
            setOpen(false);
            toggle.current?.focus();
          }}
        />
      )}
    </>
  );
}
