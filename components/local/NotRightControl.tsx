// "Not right?" beside one on-page row: its button and, once opened, its menu. Loaded lazily with the
// rows (the popup's first paint carries none of it; on-page rows arrive after the page check anyway).
import { useRef, useState } from 'react';
import { t } from '@/lib/i18n';
import type { LocalTechnology } from '@/lib/local/findings';
import NotRightMenu from './NotRightMenu';
import type { NotRightActions } from './not-right';

export default function NotRightControl({ name, tech, actions }: { name: string; tech: LocalTechnology; actions: NotRightActions }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        type="button"
        ref={toggle}
        className="not-right-toggle"
        aria-expanded={open}
        aria-label={t('notright_toggleLabel', [name])}
        onClick={() => setOpen((v) => !v)}
      >
        {t('notright_toggle')}
      </button>
      {open && (
        <NotRightMenu
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
