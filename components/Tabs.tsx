// Accessible tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs; only the
// selected tab is in the tab order. Only the selected tab's panel is rendered, so only that tab
// points at a panel (aria-controls); ids are unique per Tabs instance.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
}

export function Tabs<Id extends string>(props: {
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  children: ReactNode;
}) {
  const { label, tabs, selected, onSelect, children } = props;
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const base = useId();
  const tabId = (id: string) => `${base}tab-${id}`;
  const panelId = `${base}panel-${selected}`;
  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((t) => t.id === selected);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length]!;
    onSelect(tab.id);
    refs.current[tab.id]?.focus();
  }
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[t.id] = el;
            }}
            role="tab"
            type="button"
            id={tabId(t.id)}
            aria-selected={t.id === selected}
            aria-controls={t.id === selected ? panelId : undefined}
            tabIndex={t.id === selected ? 0 : -1}
            onClick={() => onSelect(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
