import { ERROR_CODES } from '@/domain/common';
import type { Salary } from '@/domain/hr/salary';
import { monthlyMinimum, type MinimumRule } from '@/domain/rules/minimum-wage';
import type { AppContext } from '../context';
import type { FieldErrors } from '../errors';
import { frenchNumber } from './leave-balance';

/** 1823,03 € (cents to French euros, as the messages write them). */
const frenchEuros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

const RULES: Record<MinimumRule, string> = {
  smic: 'SMIC',
  apprentice: "minimum de l'apprentissage selon l'âge",
  internship: 'gratification minimale de stage',
};

/** A base salary below the legal minimum for the contract and the hours, refused. */
export async function minimumWageErrors(salary: Salary, ctx: AppContext): Promise<FieldErrors | undefined> {
  const employee = await ctx.db.get('employees', salary.employeeId);
  const minimum = employee && monthlyMinimum(employee, salary.effectiveDate, salary.hoursPerMonth);
  if (!minimum || salary.baseMonthlyGrossCents >= minimum.cents) return undefined;
  const hours = frenchNumber(salary.hoursPerMonth);
  const message = `Ce salaire est inférieur au minimum de ${frenchEuros(minimum.cents)} pour ${hours} heures par mois (${RULES[minimum.rule]}).`;
  const params = { minimumCents: String(minimum.cents), hours: String(salary.hoursPerMonth), rule: minimum.rule };
  return { baseMonthlyGrossCents: { code: ERROR_CODES.belowMinimumWage, message, params } };
}

/**
 * A base salary outside the range of the position held on its effective date: saved, and
 * said (a warning, not a refusal).
 */
export async function salaryRangeWarnings(salary: Salary, ctx: AppContext): Promise<FieldErrors | undefined> {
  const assignment = await ctx.principalAssignment(salary.employeeId, salary.effectiveDate);
  const position = assignment && (await ctx.db.get('positions', assignment.positionId));
  if (!position) return undefined;
  const { minMonthlyGrossCents: min, maxMonthlyGrossCents: max } = position;
  const below = min !== undefined && salary.baseMonthlyGrossCents < min;
  const above = max !== undefined && salary.baseMonthlyGrossCents > max;
  if (!below && !above) return undefined;
  const range = `${min === undefined ? '—' : frenchEuros(min)} à ${max === undefined ? '—' : frenchEuros(max)}`;
  const message = `Ce salaire sort de la fourchette du poste « ${position.title} » (${range}).`;
  const params = { position: position.title, ...(min !== undefined ? { minCents: String(min) } : {}), ...(max !== undefined ? { maxCents: String(max) } : {}) };
  return { baseMonthlyGrossCents: { code: ERROR_CODES.outsideSalaryRange, message, params } };
}
