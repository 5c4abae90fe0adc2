import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { tabIndexForKey } from '@/shared/ui/tab-keys';
import './record-tabs.css';

export interface RecordTab {
  id: string;
  label: string;
  /** The panel's content, drawn only while its tab is chosen (its data loads then). */
  render: () => ReactNode;
}

/** The address parameter that keeps the chosen tab. */
export const TAB_PARAM = 'tab';

/**
 * WAI-ARIA tabs (automatic activation): arrows move and choose (reversed right to left),
 * Home and End go to the first and last; the chosen tab is kept in the address (`?tab=`).
 */
export function RecordTabs({ tabs, label }: { tabs: readonly RecordTab[]; label: string }) {
  const [params, setParams] = useSearchParams();
  const baseId = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const asked = params.get(TAB_PARAM);
  const current = tabs.find((tab) => tab.id === asked) ?? tabs[0];
  // A tab chosen by the address (a link to a record's history) may sit beyond the bar's edge: bring it in sight.
  useEffect(() => {
    buttons.current.get(current.id)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current.id]);

  const choose = (tab: RecordTab, focus = false) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (tab === tabs[0]) next.delete(TAB_PARAM);
        else next.set(TAB_PARAM, tab.id);
        return next;
      },
      { replace: true },
    );
    if (focus) buttons.current.get(tab.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = tabIndexForKey(event.key, index, tabs.length);
    if (target === undefined) return;
    event.preventDefault();
    choose(tabs[target], true);
  };

  const tabId = (tab: RecordTab) => `${baseId}-tab-${tab.id}`;
  const panelId = (tab: RecordTab) => `${baseId}-panel-${tab.id}`;
  return (
    <>
      <div role="tablist" aria-label={label} className="nav nav-tabs record-tabs">
        {tabs.map((tab, index) => {
          const selected = tab === current;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={selected}
              // Only the chosen tab's panel is drawn: the others would point at nothing.
              aria-controls={selected ? panelId(tab) : undefined}
              tabIndex={selected ? 0 : -1}
              className={`nav-link${selected ? ' active' : ''}`}
              onClick={() => choose(tab)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId(current)} aria-labelledby={tabId(current)} tabIndex={0} className="record-tabs__panel pt-3">
        {current.render()}
      </div>
    </>
  );
}
