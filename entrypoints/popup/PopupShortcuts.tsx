// The popup's keyboard shortcuts: `/` goes to the search field, `?` lists every shortcut. Loaded lazily
// with the domain view's later parts (LaterParts.tsx), and with a technology's detail (DomainView.tsx).
import { useState } from 'react';
import { commonShortcuts, ShortcutsDialog } from '@/components/ShortcutsDialog';
import { t } from '@/lib/i18n';
import { useShortcutKeys } from '@/lib/ui/use-shortcut-keys';

export default function PopupShortcuts() {
  const [open, setOpen] = useState(false);
  useShortcutKeys({ '?': () => setOpen(true), '/': () => document.getElementById('lookup')?.focus() });
  if (!open) return null;
  const [help, ...rest] = commonShortcuts();
  // Escape also goes back from a technology's detail to the list (TechnologyDetailView.tsx).
  const keys = rest.map((s) => (s.keys === 'Esc' ? { ...s, does: t('reach_shortcutEscapePopup') } : s));
  const shortcuts = [help!, { keys: '/', does: t('reach_shortcutSearch') }, { keys: '← →', does: t('reach_shortcutTabs') }, ...keys];
  return <ShortcutsDialog shortcuts={shortcuts} onClose={() => setOpen(false)} />;
}
