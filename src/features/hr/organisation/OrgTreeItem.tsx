import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { OrgUnit } from '@/domain/hr/org-tree';
import { formatNumber } from '@/shared/lib/format';
import { ChevronDownIcon, UserIcon } from '@/shared/ui/icons';
import { unitKey } from './tree-view';

/** What the items of a tree share: the open branches, the selection, the search's finds, and what to do. */
export interface TreeState {
  expanded: ReadonlySet<string>;
  /** The unit selected (the selection follows the focus). */
  selected: string | null;
  /** The units a search found, marked. */
  found: ReadonlySet<string>;
  onToggle(key: string, open: boolean): void;
  onSelect(key: string): void;
  onOpen(unit: OrgUnit): void;
}

interface ItemProps extends TreeState {
  unit: OrgUnit;
  /** The one item reached with Tab. */
  tabStop: string | null;
  idPrefix: string;
}

/** What a screen reader hears after a unit's name: level, code, head and headcount. */
function description(unit: OrgUnit, t: TFunction): string {
  return [
    t(`hr.form.units.${unit.level}`),
    unit.code && `${t('hr.organisation.code')} ${unit.code}`,
    unit.headName && `${t('hr.organisation.head')} ${unit.headName}`,
    `${t('hr.organisation.headcount')} ${formatNumber(unit.headcount)}`,
  ]
    .filter(Boolean)
    .join(', ');
}

/** One unit: its row (name, level, code, head, headcount) and, when open, its children. */
export function OrgTreeItem({ unit, tabStop, idPrefix, ...tree }: ItemProps) {
  const { t } = useTranslation();
  const key = unitKey(unit);
  const branch = unit.children.length > 0;
  const open = branch && tree.expanded.has(key);
  const id = `${idPrefix}-${key}`;
  return (
    <li
      role="treeitem"
      data-key={key}
      tabIndex={key === tabStop ? 0 : -1}
      aria-expanded={branch ? open : undefined}
      aria-selected={key === tree.selected}
      aria-labelledby={`${id}-name`}
      aria-describedby={`${id}-meta`}
      className={`org-tree__item${tree.found.has(key) ? ' org-tree__item--found' : ''}`}
    >
      <div className="org-tree__row" onClick={() => tree.onSelect(key)} onDoubleClick={() => tree.onOpen(unit)}>
        <span
          className={`org-tree__toggle${open ? '' : ' org-tree__toggle--closed'}`}
          aria-hidden="true"
          onClick={branch ? () => tree.onToggle(key, !open) : undefined}
        >
          {branch && <ChevronDownIcon />}
        </span>
        <span id={`${id}-name`} className="org-tree__name">
          {unit.name}
        </span>
        <span className="org-tree__meta small" aria-hidden="true">
          <span className="org-tree__level text-body-secondary">{t(`hr.form.units.${unit.level}`)}</span>
          {unit.code && <span className="org-tree__code font-monospace">{unit.code}</span>}
          {unit.headName && <span className="org-tree__head text-body-secondary">{unit.headName}</span>}
          <span className="org-tree__count badge rounded-pill border fw-medium" title={t('hr.organisation.headcount')}>
            <UserIcon className="me-1" />
            {formatNumber(unit.headcount)}
          </span>
        </span>
        <span id={`${id}-meta`} className="visually-hidden">
          {description(unit, t)}
        </span>
      </div>
      {open && (
        <ul role="group" className="org-tree__group">
          {unit.children.map((child) => (
            <OrgTreeItem key={unitKey(child)} unit={child} tabStop={tabStop} idPrefix={idPrefix} {...tree} />
          ))}
        </ul>
      )}
    </li>
  );
}

