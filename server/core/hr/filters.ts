import type { FilterSpec, FilterValue } from '@/contract/filters';
import { fieldOf } from '@server/core/storage/table-keys';
import type { UnitChain } from './context';

/** A row test of a list query; `names` resolves the row's names only when a filter needs them. */
export type RowTest<R, N> = (row: R, names: () => N) => boolean;

const LEVELS = { enterprise: 'enterprise', direction: 'direction', department: 'department', service: 'service' } as const satisfies Record<
  string,
  keyof UnitChain
>;

/** What the filters read besides the row: the day, and where an employee worked. */
export interface FilterEnv {
  today: string;
  /** The units of the employee's principal assignment covering `date`, else of today's. */
  unitsAtStart(employeeId: number, date: string | undefined): UnitChain;
}

/** Where the row's employee worked when the row began. */
function unitsAtStart(row: object, start: string, env: FilterEnv): UnitChain {
  const employeeId = fieldOf(row, 'employeeId');
  const date = fieldOf(row, start);
  if (typeof employeeId !== 'number') return {};
  return env.unitsAtStart(employeeId, typeof date === 'string' ? date : undefined);
}

/**
 * The in-memory interpreter of the contract's filters (the SQL one compiles the same data):
 * the test a filter makes of each row, for the value read from the query.
 */
export function rowTest<R extends object, N extends object>(spec: FilterSpec, value: FilterValue, env: FilterEnv): RowTest<R, N> {
  switch (spec.op) {
    case 'idEquals':
    case 'oneOf':
    case 'isTrue':
      return (row) => fieldOf(row, spec.field) === value;
    case 'resolvedIdEquals':
    case 'resolvedOneOf':
      return (_row, names) => fieldOf(names(), spec.field) === value;
    case 'onOrAfter':
      return (row) => {
        const date = fieldOf(row, spec.field);
        return typeof date === 'string' ? date >= String(value) : spec.openEnded;
      };
    case 'onOrBefore':
      return (row) => {
        const date = fieldOf(row, spec.field);
        return typeof date === 'string' && date <= String(value);
      };
    case 'runningToday':
      return (row) => {
        const { today } = env;
        const start = fieldOf(row, spec.start);
        const end = fieldOf(row, spec.end);
        const running = typeof start === 'string' && start <= today && (typeof end !== 'string' || end >= today);
        return running === value;
      };
    case 'hasLineWith':
      return (row) => {
        const lines = fieldOf(row, spec.array);
        return Array.isArray(lines) && lines.some((line: object) => fieldOf(line, spec.field) === value);
      };
    case 'employeeUnitAtStart':
      return (row) => unitsAtStart(row, spec.start, env)[LEVELS[spec.level]]?.id === value;
  }
}
