import type { AppContext } from '../context';

/** Names of related records, as the lists show them. */

export function employeeName(ctx: AppContext, employeeId: number | undefined): string | undefined {
  const employee = employeeId === undefined ? undefined : ctx.db.get('employees', employeeId);
  return employee && `${employee.firstName} ${employee.lastName}`;
}

export function cityName(ctx: AppContext, cityId: number | undefined): string | undefined {
  return cityId === undefined ? undefined : ctx.db.get('cities', cityId)?.name;
}

/** The country's names in every language (the client picks its own) and the French one. */
export function countryNames(ctx: AppContext, countryId: number | undefined) {
  const names = countryId === undefined ? undefined : ctx.db.get('countries', countryId)?.names;
  return { countryName: names?.fr ?? names?.en, countryNames: names };
}
