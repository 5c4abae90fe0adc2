import { isAlsaceMoselleDepartment, publicHolidays, type Holiday } from '@/domain/rules/holidays';
import type { AppContext } from './context';

/**
 * Where a service works decides its public holidays: Alsace-Moselle sites (the enterprise's
 * city in départements 57, 67 or 68) keep Good Friday and 26 December, as
 * `ctx.nonWorkedHolidays` counts them for leave requests.
 */
export async function keepsAlsaceMoselleHolidays(ctx: AppContext, serviceId: number | undefined): Promise<boolean> {
  const { enterprise } = await ctx.unitsOf(serviceId);
  const city = enterprise && (await ctx.db.get('cities', enterprise.cityId));
  return isAlsaceMoselleDepartment(city?.postalCode?.slice(0, 2) ?? '');
}

/** The public holidays from `from` to `to` (same year or not) at such a site. */
export function holidaysBetween(from: string, to: string, alsaceMoselle: boolean): Holiday[] {
  const holidays: Holiday[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    holidays.push(...publicHolidays(year, { alsaceMoselle }).filter((holiday) => holiday.date >= from && holiday.date <= to));
  }
  return holidays;
}
