import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HrRecord } from '@/api';
import type { AreaItem } from '@/contract/areas';
import type { HrArea } from '@/domain/hr/areas';
import { renderCell } from '@/features/hr/toolkit/cells';
import { fieldLabelKey, type AreaListDefinition, type FieldOf, type ListColumn } from '@/features/hr/toolkit/list-definition';
import { useLabelContext } from '@/features/hr/toolkit/use-label-context';
import { paths } from '@/shared/paths';

/** A column of a related table over the area's items; `labelKey` when its header is not one of the area's fields. */
export type RelatedColumn<A extends HrArea> = ListColumn<AreaItem<A>> & { labelKey?: string };

export interface RelatedTableProps<A extends HrArea> {
  /** The area the rows belong to: their labels, their values' translations and their pages. */
  area: A;
  columns: readonly RelatedColumn<A>[];
  items: readonly AreaItem<A>[];
  caption: string;
}

/**
 * Some of an area list's columns, named by the area's item fields (a renamed field fails
 * the type check here), in the order given; `link` opens the record from `linkKey`'s cell.
 */
export function pickColumns<A extends HrArea>(
  list: AreaListDefinition<A>,
  keys: readonly FieldOf<AreaItem<A>>[],
  linkKey?: FieldOf<AreaItem<A>>,
): RelatedColumn<A>[] {
  return keys.flatMap((key) => {
    const column = list.columns.find((candidate) => candidate.key === key);
    // The list's columns read this area's items (defineAreaList checked them against the contract).
    return column ? [{ ...column, link: key === linkKey } as RelatedColumn<A>] : [];
  });
}

/** Another area's records about this one, as a compact table; the `link` column opens each record. */
export function RelatedTable<A extends HrArea>({ area, columns: typed, items, caption }: RelatedTableProps<A>) {
  // The cells are drawn by the lists' toolkit, which reads records by field name.
  const columns = typed as readonly (ListColumn & { labelKey?: string })[];
  const { t } = useTranslation();
  const context = { ...useLabelContext(), area };
  // Figures ("0,5", "7 h 48") stay left to right in a right-to-left page.
  const cellOf = (column: ListColumn, item: HrRecord) => {
    const content = renderCell(column, item, context);
    return column.align === 'end' || column.kind === 'number' || column.kind === 'euros' ? <span dir="ltr">{content}</span> : content;
  };
  const cellClass = (column: ListColumn) =>
    [column.nowrap ? 'text-nowrap' : '', column.align === 'end' ? 'text-end' : ''].join(' ').trim() || undefined;
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle mb-0">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={`fw-medium small ${cellClass(column) ?? ''}`.trim()}>
                {t(column.labelKey ?? fieldLabelKey(area, column.key))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              {columns.map((column) => (
                <td key={column.key} className={cellClass(column)}>
                  {column.link ? <Link to={paths.record(area, item.id)}>{cellOf(column, item as HrRecord)}</Link> : cellOf(column, item as HrRecord)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
