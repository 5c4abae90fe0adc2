import { AREA_CONTRACTS } from '@/contract/areas';
import type { Row } from '@server/core/storage/tables';
import { type AreaDefinition, type Dependent } from '../area';
import type { AppContext, UnitChain } from '../context';
import type { Schema } from '../errors';
import { employeeName } from './names';

/** The names a unit shows: its parents' and its head's. */
export interface UnitNames {
  enterpriseId?: number;
  enterpriseName?: string;
  directionId?: number;
  directionName?: string;
  departmentName?: string;
  headEmployeeName?: string;
}

type UnitTable = 'directions' | 'departments' | 'services';
type UnitInput<T extends UnitTable> = Omit<Row<T>, 'id' | 'createdAt' | 'updatedAt' | 'version'>;

interface UnitSpec<T extends UnitTable, I extends UnitInput<T>> {
  name: 'direction' | 'department' | 'service';
  table: T;
  subject: string;
  input: Schema<I>;
  /** The parent's field and table: a code is unique within its parent. */
  parent: { field: keyof I & keyof Row<T> & string; table: 'enterprises' | 'directions' | 'departments' };
  /** The units above this one. */
  chain(row: Row<T>, ctx: AppContext): Promise<UnitChain>;
  children: Dependent;
}

/**
 * Direction, département and service are alike: a code unique within the parent, a name,
 * a head; they cannot be deleted while something still hangs on them.
 */
export function unitArea<T extends UnitTable, I extends UnitInput<T>>(
  spec: UnitSpec<T, I>,
): AreaDefinition<T, I, UnitNames> {
  const parentId = (row: Row<T>) => (row as Record<string, unknown>)[spec.parent.field];
  return {
    name: spec.name,
    table: spec.table,
    subject: spec.subject,
    input: spec.input,
    async names(row, ctx) {
      const { enterprise, direction, department } = await spec.chain(row, ctx);
      return {
        enterpriseId: enterprise?.id,
        enterpriseName: enterprise?.name,
        directionId: direction?.id,
        directionName: direction?.name,
        departmentName: department?.name,
        headEmployeeName: await employeeName(ctx, row.headEmployeeId),
      };
    },
    namesDependOnDay: false,
    resolvedFields: ['enterpriseId', 'enterpriseName', 'directionId', 'directionName', 'departmentName', 'headEmployeeName'],
    searchText: (row, names) => [row.code, row.name, row.description, names.headEmployeeName],
    filters: AREA_CONTRACTS[spec.name].filters,
    defaultSort: AREA_CONTRACTS[spec.name].defaultSort,
    // Renaming or moving a parent is rare: it refreshes every unit's names.
    dependsOn: [
      { table: 'enterprises' },
      { table: 'directions' },
      { table: 'departments' },
      { table: 'employees', affected: async (change, ctx) => ledBy(spec.table, change.key, ctx) },
    ],
    references: [
      { field: spec.parent.field, table: spec.parent.table },
      { field: 'headEmployeeId', table: 'employees' },
    ],
    unique: [{ field: 'code', key: (row) => `${String(parentId(row))}|${row.code}` }],
    build: (input) => input,
    dependents: [spec.children],
  };
}

/** The units an employee heads (a renamed head changes their names). */
async function ledBy(table: UnitTable, employeeId: number, ctx: AppContext): Promise<number[]> {
  return (await ctx.db.where(table, 'headEmployeeId', employeeId)).map((unit) => unit.id);
}
