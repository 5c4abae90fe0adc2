import type { Assignment } from '@/domain/hr/assignment';
import type { Department, Direction, Enterprise, Service } from '@/domain/hr/organisation';
import { holidayDates, isAlsaceMoselleDepartment, publicHolidays } from '@/domain/rules/holidays';
import type { HrDb } from '@server/core/storage/hr-db';
import type { Clock } from '@server/core/storage/store';
import { createDerivedIndexes, type DerivedIndexes } from './derived-indexes';

/** A service with the units above it, as far as they exist. */
export interface UnitChain {
  service?: Service;
  department?: Department;
  direction?: Direction;
  enterprise?: Enterprise;
}

/** What every area's rules and views read: the tables, the clock, and cached derivations. */
export interface AppContext {
  readonly db: HrDb;
  readonly clock: Clock;
  /** Unique keys and sequences, kept up to date as rows are written. */
  readonly indexes: DerivedIndexes;
  /** The employee's principal assignment covering `date` (today by default). */
  principalAssignment(employeeId: number, date?: string): Assignment | undefined;
  unitsOf(serviceId: number | undefined): UnitChain;
  /** The public holidays off work at the employee's site, from `from` to `to` (Alsace-Moselle aware). */
  nonWorkedHolidays(employeeId: number, from: string, to: string): ReadonlySet<string>;
}

/** The first year the computus of Easter (publicHolidays) accepts. */
const GREGORIAN_FROM = 1583;

const covers = (assignment: Assignment, date: string) =>
  assignment.startDate <= date && (assignment.endDate === undefined || assignment.endDate >= date);

export function createAppContext(db: HrDb, clock: Clock): AppContext {
  /** Today's principal assignment by employee (null: none), forgotten when theirs change. */
  let current = new Map<number, Assignment | null>();
  let currentDay = '';
  db.subscribe((event) => {
    if (event === 'all') current = new Map();
    else
      for (const change of event) {
        if (change.table !== 'assignments') continue;
        if (change.before) current.delete(change.before.employeeId);
        if (change.after) current.delete(change.after.employeeId);
      }
  });

  const findPrincipal = (employeeId: number, date: string) => {
    for (const key of db.keysWhere('assignments', 'employeeId', employeeId)) {
      const assignment = db.get('assignments', key);
      if (assignment && assignment.kind === 'principale' && covers(assignment, date)) return assignment;
    }
    return undefined;
  };

  const holidaysByYear = new Map<string, ReadonlySet<string>>();
  const holidaysOf = (year: number, alsaceMoselle: boolean) => {
    const cacheKey = `${year}:${alsaceMoselle}`;
    let dates = holidaysByYear.get(cacheKey);
    if (!dates) holidaysByYear.set(cacheKey, (dates = holidayDates(publicHolidays(year, { alsaceMoselle }))));
    return dates;
  };

  const context: AppContext = {
    db,
    clock,
    indexes: createDerivedIndexes(db),
    principalAssignment(employeeId, date) {
      const today = clock.today();
      if (date !== undefined && date !== today) return findPrincipal(employeeId, date);
      if (currentDay !== today) [current, currentDay] = [new Map(), today];
      let found = current.get(employeeId);
      if (found === undefined) current.set(employeeId, (found = findPrincipal(employeeId, today) ?? null));
      return found ?? undefined;
    },
    unitsOf(serviceId) {
      const service = serviceId === undefined ? undefined : db.get('services', serviceId);
      const department = service && db.get('departments', service.departmentId);
      const direction = department && db.get('directions', department.directionId);
      const enterprise = direction && db.get('enterprises', direction.enterpriseId);
      return { service, department, direction, enterprise };
    },
    nonWorkedHolidays(employeeId, from, to) {
      const assignment = context.principalAssignment(employeeId, from) ?? context.principalAssignment(employeeId);
      const { enterprise } = context.unitsOf(assignment?.serviceId);
      const city = enterprise && db.get('cities', enterprise.cityId);
      const alsaceMoselle = isAlsaceMoselleDepartment(city?.postalCode?.slice(0, 2) ?? '');
      const dates = new Set<string>();
      // Easter, and so the holidays, are computed for Gregorian years only (1583 on): none before.
      for (let year = Math.max(GREGORIAN_FROM, Number(from.slice(0, 4))); year <= Number(to.slice(0, 4)); year += 1) {
        holidaysOf(year, alsaceMoselle).forEach((date) => dates.add(date));
      }
      return dates;
    },
  };
  return context;
}
