import { useId, useRef, type KeyboardEvent } from 'react';
import type { OrgUnit } from '@/domain/hr/org-tree';
import { OrgTreeItem, type TreeState } from './OrgTreeItem';
import { treeKeyAction, unitKey, visibleUnits } from './tree-view';

export interface OrgTreeViewProps extends TreeState {
  units: readonly OrgUnit[];
  labelledBy: string;
  busy: boolean;
}

const MIRRORED: Record<string, string> = { ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' };

/**
 * The organisation as a WAI-ARIA tree view: one tab stop, arrows move and open or close
 * branches (mirrored right to left), Home and End, Enter opens the unit's record.
 */
export function OrgTreeView({ units, labelledBy, busy, ...tree }: OrgTreeViewProps) {
  const root = useRef<HTMLUListElement>(null);
  const idPrefix = useId();
  const shown = visibleUnits(units, tree.expanded);
  const tabStop = shown.some((item) => item.key === tree.selected) ? tree.selected : (shown[0]?.key ?? null);

  const focus = (key: string) => {
    tree.onSelect(key);
    root.current?.querySelector<HTMLElement>(`[data-key="${key}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = (event.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]')?.dataset.key;
    if (!current) return;
    const rtl = root.current ? getComputedStyle(root.current).direction === 'rtl' : false;
    const pressed = rtl ? (MIRRORED[event.key] ?? event.key) : event.key;
    const action = treeKeyAction(pressed, current, shown, tree.expanded);
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'focus') focus(action.key);
    else if (action.kind === 'expand') tree.onToggle(action.key, true);
    else if (action.kind === 'collapse') tree.onToggle(action.key, false);
    else {
      const item = shown.find((candidate) => candidate.key === action.key);
      if (item) tree.onOpen(item.unit);
    }
  };

  return (
    <ul ref={root} role="tree" className="org-tree" aria-labelledby={labelledBy} aria-busy={busy} onKeyDown={onKeyDown}>
      {units.map((unit) => (
        <OrgTreeItem key={unitKey(unit)} unit={unit} tabStop={tabStop} idPrefix={idPrefix} {...tree} />
      ))}
    </ul>
  );
}
