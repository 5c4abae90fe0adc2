import type { AppContext } from '../context';

/** Names of related records, as the lists show them. */

export async function employeeName(ctx: AppContext, employeeId: number | undefined): Promise<string | undefined> {
  const employee = employeeId === undefined ? undefined : await ctx.db.get('employees', employeeId);
  return employee && `${employee.firstName} ${employee.lastName}`;
}

export async function cityName(ctx: AppContext, cityId: number | undefined): Promise<string | undefined> {
  return cityId === undefined ? undefined : (await ctx.db.get('cities', cityId))?.name;
}

/** The country's names in every language (the client picks its own) and the French one. */
export async function countryNames(ctx: AppContext, countryId: number | undefined) {
  const names = countryId === undefined ? undefined : (await ctx.db.get('countries', countryId))?.names;
  return { countryName: names?.fr ?? names?.en, countryNames: names };
}
