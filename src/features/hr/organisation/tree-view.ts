import type { OrgUnit } from '@/domain/hr/org-tree';
import { normalise } from '@/domain/text';

/** A unit's key in the tree: levels number their ids apart. */
export const unitKey = (unit: Pick<OrgUnit, 'level' | 'id'>): string => `${unit.level}-${unit.id}`;

/** A unit as a reader meets it going down the tree. */
export interface VisibleUnit {
  unit: OrgUnit;
  key: string;
  parentKey: string | null;
}

/** The units on screen, top to bottom: the children of the open branches only. */
export function visibleUnits(units: readonly OrgUnit[], expanded: ReadonlySet<string>, parentKey: string | null = null): VisibleUnit[] {
  return units.flatMap((unit) => {
    const key = unitKey(unit);
    const below = expanded.has(key) ? visibleUnits(unit.children, expanded, key) : [];
    return [{ unit, key, parentKey }, ...below];
  });
}

/** The keys of every unit that has children (to open them all). */
export const branchKeys = (units: readonly OrgUnit[]): string[] =>
  units.flatMap((unit) => (unit.children.length > 0 ? [unitKey(unit), ...branchKeys(unit.children)] : []));

/** Text as the search compares it: no accents, lower case ("Préparation" → "preparation"). */

const matches = (unit: OrgUnit, words: readonly string[]) => {
  const text = normalise([unit.name, unit.code, unit.headName].filter(Boolean).join(' '));
  return words.every((word) => text.includes(word));
};

export interface TreeSearch {
  /** The units found and the branches that lead to them; a unit found keeps its children. */
  units: OrgUnit[];
  /** The branches to open so that every unit found shows. */
  open: Set<string>;
  found: Set<string>;
}

/** The tree narrowed to the units whose name, code or head match every word of the query. */
export function searchTree(units: readonly OrgUnit[], query: string): TreeSearch {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  const open = new Set<string>();
  const found = new Set<string>();
  const narrow = (list: readonly OrgUnit[]): OrgUnit[] =>
    list.flatMap((unit) => {
      const key = unitKey(unit);
      const children = narrow(unit.children);
      const hit = matches(unit, words);
      if (hit) found.add(key);
      if (children.length > 0) open.add(key);
      if (!hit && children.length === 0) return [];
      return [{ ...unit, children: hit ? unit.children : children }];
    });
  return { units: narrow(units), open, found };
}

/** What a key does in the tree (WAI-ARIA tree view): move the focus, open or close a branch, open the record. */
export type TreeKeyAction =
  | { kind: 'focus'; key: string }
  | { kind: 'expand'; key: string }
  | { kind: 'collapse'; key: string }
  | { kind: 'open'; key: string };

export function treeKeyAction(pressed: string, current: string, shown: readonly VisibleUnit[], expanded: ReadonlySet<string>): TreeKeyAction | null {
  const index = shown.findIndex((item) => item.key === current);
  if (index < 0 || shown.length === 0) return null;
  const item = shown[index];
  const isBranch = item.unit.children.length > 0;
  const isOpen = expanded.has(item.key);
  switch (pressed) {
    case 'ArrowDown':
      return index + 1 < shown.length ? { kind: 'focus', key: shown[index + 1].key } : null;
    case 'ArrowUp':
      return index > 0 ? { kind: 'focus', key: shown[index - 1].key } : null;
    case 'Home':
      return { kind: 'focus', key: shown[0].key };
    case 'End':
      return { kind: 'focus', key: shown[shown.length - 1].key };
    case 'ArrowRight':
      if (!isBranch) return null;
      return isOpen ? { kind: 'focus', key: shown[index + 1].key } : { kind: 'expand', key: item.key };
    case 'ArrowLeft':
      if (isBranch && isOpen) return { kind: 'collapse', key: item.key };
      return item.parentKey ? { kind: 'focus', key: item.parentKey } : null;
    case 'Enter':
      return { kind: 'open', key: item.key };
    default:
      return null;
  }
}

/** A unit found by its key, with the keys of the units above it (nearest last) and its parent. */
export interface LocatedUnit {
  unit: OrgUnit;
  parent: OrgUnit | null;
  ancestors: string[];
}

export function locate(units: readonly OrgUnit[], key: string, above: OrgUnit[] = []): LocatedUnit | null {
  for (const unit of units) {
    if (unitKey(unit) === key) return { unit, parent: above.at(-1) ?? null, ancestors: above.map(unitKey) };
    const found = locate(unit.children, key, [...above, unit]);
    if (found) return found;
  }
  return null;
}
