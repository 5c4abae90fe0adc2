import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { tabIndexForKey } from '@/shared/ui/tab-keys';

export interface FlowTab {
  id: string;
  label: string;
  /** The pane; `select` chooses another tab (and moves the focus to it). */
  content: (select: (id: string) => void) => ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation (arrows, reversed right to left; Home, End).
 * Every pane stays mounted, so what was typed in it is kept; the others are `hidden`.
 */
export function FlowTabs({ tabs, label }: { tabs: readonly FlowTab[]; label: string }) {
  const [current, setCurrent] = useState(tabs[0].id);
  const baseId = useId();
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const select = (id: string) => {
    setCurrent(id);
    document.getElementById(tabId(id))?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = tabIndexForKey(event.key, index, tabs.length);
    if (target === undefined) return;
    event.preventDefault();
    select(tabs[target].id);
  };

  return (
    <>
      <div role="tablist" aria-label={label} className="nav nav-pills nav-justified template-tabs mb-4">
        {tabs.map((tab, index) => {
          const selected = tab.id === current;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              className={`nav-link${selected ? ' active' : ''}`}
              onClick={() => setCurrent(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== current}
        >
          {tab.content(select)}
        </div>
      ))}
    </>
  );
}
