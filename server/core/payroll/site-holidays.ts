import type { Assignment } from '@/domain/hr/assignment';
import { isAlsaceMoselleDepartment } from '@/domain/rules/holidays';
import type { AppContext } from '../hr/context';
import { byEmployee } from './people';

/** Counts a leave's holidays: the public holidays off work at its employee's site, from `from` to `to`. */
export type SiteHolidaysOf = (employeeId: number, from: string, to: string) => Promise<ReadonlySet<string>>;

/** The principal assignment covering `date` among an employee's (the latest to start, as the repository's `principalAssignment`). */
const principalOn = (assignments: readonly Assignment[], date: string) =>
  assignments
    .filter((row) => row.kind === 'principale' && row.startDate <= date && (row.endDate === undefined || row.endDate >= date))
    .reduce<Assignment | undefined>((latest, row) => (!latest || row.startDate > latest.startDate ? row : latest), undefined);

/**
 * `ctx.nonWorkedHolidays` for many people at once: their assignments from `earliest` on read in
 * one query, each service's site looked up once. The same answer as `ctx.nonWorkedHolidays`
 * (the site of the principal assignment on `from`, else today's) for any `from` ≥ `earliest`.
 */
export async function siteHolidaysOf(ctx: AppContext, employeeIds: readonly number[], earliest: string): Promise<SiteHolidaysOf> {
  const today = ctx.clock.today();
  const assignments = byEmployee(await ctx.db.ofEmployeesIn('assignments', employeeIds, { start: earliest < today ? earliest : today }));
  const once = ctx.readingOnce();
  const alsaceMoselle = new Map<number | undefined, Promise<boolean>>();
  const siteOf = (serviceId: number | undefined) => {
    let kept = alsaceMoselle.get(serviceId);
    if (!kept) {
      kept = (async () => {
        const { enterprise } = await once.unitsOf(serviceId);
        const city = enterprise && (await once.db.get('cities', enterprise.cityId));
        return isAlsaceMoselleDepartment(city?.postalCode?.slice(0, 2) ?? '');
      })();
      alsaceMoselle.set(serviceId, kept);
    }
    return kept;
  };
  return async (employeeId, from, to) => {
    const own = assignments.get(employeeId) ?? [];
    const assignment = principalOn(own, from) ?? principalOn(own, today);
    return ctx.siteHolidays(await siteOf(assignment?.serviceId), from, to);
  };
}
