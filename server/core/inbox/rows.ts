import type { AreaDefinition, AreaTable } from '../hr/area';
import type { AppContext } from '../hr/context';
import type { RowFilter, RowsWithin } from '../storage/repository';
import type { Row } from '../storage/tables';

/** More rows than any inbox holds: its candidates are read in one query, never page by page. */
const ALL_ROWS = 100_000;

/** The area's rows matching the filters within the limits, with their names, in one query of the repository's list. */
export async function rowsOf<T extends AreaTable, I extends object, N extends object>(
  ctx: AppContext,
  area: AreaDefinition<T, I, N>,
  filters: readonly RowFilter[],
  within: readonly RowsWithin[] | undefined,
): Promise<Array<Row<T> & N>> {
  const query = { filters, within, words: [], sort: [], page: 1, pageSize: ALL_ROWS, today: ctx.clock.today() };
  return (await ctx.db.listPage(ctx.view(area), query)).items;
}

/** A filter on the row's status. */
export const statusIs = (choices: readonly string[], value: string): RowFilter => ({ spec: { op: 'oneOf', field: 'status', choices }, value });
