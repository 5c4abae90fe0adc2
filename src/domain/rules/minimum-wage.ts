import { ageOn, type ContractType } from '../hr/employee';

/**
 * Minimum pay for a month of `hours` (Code du travail): the SMIC for everyone, except
 * apprentices (a share of the SMIC by age) and interns (the gratification, a share of the
 * hourly social-security ceiling); a freelancer is not paid a salary.
 */

/** Gross hourly SMIC in cents, by the date it took effect (decrees of each revaluation). */
export const SMIC_HOURLY_CENTS: readonly { from: string; cents: number }[] = [
  { from: '2023-05-01', cents: 1152 },
  { from: '2024-01-01', cents: 1165 },
  { from: '2024-11-01', cents: 1188 },
  { from: '2026-01-01', cents: 1202 },
];

/** Minimum hourly gratification of an internship (15 % of the hourly ceiling), in cents. */
export const INTERNSHIP_HOURLY_CENTS: readonly { from: string; cents: number }[] = [{ from: '2023-01-01', cents: 435 }];

/** An apprentice's minimum, first-year rates, as a share of the SMIC by age. */
const APPRENTICE_SHARES: readonly { fromAge: number; percent: number }[] = [
  { fromAge: 26, percent: 100 },
  { fromAge: 21, percent: 53 },
  { fromAge: 18, percent: 43 },
  { fromAge: 0, percent: 27 },
];

export type MinimumRule = 'smic' | 'apprentice' | 'internship';

export interface MonthlyMinimum {
  rule: MinimumRule;
  cents: number;
}

/** The rate in force on `date`: the latest one that took effect by then (the first before any). */
function rateOn(rates: readonly { from: string; cents: number }[], date: string): number {
  let rate = rates[0].cents;
  for (const entry of rates) if (entry.from <= date) rate = entry.cents;
  return rate;
}

/** The lowest monthly gross the contract allows for `hours` a month from `date`, or undefined (no salary minimum). */
export function monthlyMinimum(
  employee: { contractType: ContractType; birthDate: string },
  date: string,
  hours: number,
): MonthlyMinimum | undefined {
  const smic = rateOn(SMIC_HOURLY_CENTS, date);
  switch (employee.contractType) {
    case 'freelance':
      return undefined;
    case 'stage':
      return { rule: 'internship', cents: Math.round(rateOn(INTERNSHIP_HOURLY_CENTS, date) * hours) };
    case 'alternance': {
      const age = ageOn(employee.birthDate, date);
      const share = APPRENTICE_SHARES.find((entry) => age >= entry.fromAge) ?? APPRENTICE_SHARES[APPRENTICE_SHARES.length - 1];
      return { rule: 'apprentice', cents: Math.round((smic * hours * share.percent) / 100) };
    }
    default:
      return { rule: 'smic', cents: Math.round(smic * hours) };
  }
}
