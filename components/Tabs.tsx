// Accessible tabs (WAI-ARIA tabs pattern, manual activation): arrow keys, Home and End move the focus
// between tabs, and Enter, Space or a click opens one (opening a tab may spend a credit, so moving the
// focus never does); only the selected tab is in the tab order. A tab's hint (its cost) is shown beside
// its name and read as its description, so the tab keeps its plain name. Only the selected tab's panel is rendered, so only that tab
// points at a panel (aria-controls); ids are unique per Tabs instance.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
  /** Shown small beside the label and read as the tab's description, e.g. "1 credit". */
  hint?: string;
}

export function Tabs<Id extends string>(props: { label: string; tabs: readonly TabItem<Id>[]; selected: Id; onSelect: (id: Id) => void; children: ReactNode }) {
  const { label, tabs, selected, onSelect, children } = props;
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const base = useId();
  const tabId = (id: string) => `${base}tab-${id}`;
  const panelId = `${base}panel-${selected}`;
  function onKeyDown(event: KeyboardEvent) {
    const focused = tabs.findIndex((t) => refs.current[t.id] === document.activeElement);
    const index = focused >= 0 ? focused : tabs.findIndex((t) => t.id === selected);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length]!;
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
            aria-describedby={t.hint ? `${tabId(t.id)}-hint` : undefined}
            onClick={() => onSelect(t.id)}
          >
            {t.label}
            {t.hint && (
              <small className="tab-hint" id={`${tabId(t.id)}-hint`} aria-hidden="true">
                {t.hint}
              </small>
            )}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
