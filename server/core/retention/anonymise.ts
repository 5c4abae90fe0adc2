import type { Employee } from '@/domain/hr/employee';
import { ANONYMOUS_NAME } from '@/domain/rules/retention';

/** The employee as the purge leaves them: the matricule, the dates, the contract and the placements stay; who they were goes. */
const ANONYMISED: Partial<Record<keyof Employee, unknown>> = {
  ...ANONYMOUS_NAME,
  birthPlace: undefined,
  maritalStatus: undefined,
  dependants: 0,
  address: '—',
  phone: '0100000000',
  personalEmail: undefined,
  nameFile: undefined,
  exitReason: undefined,
};

/** Whether the employee's file was anonymised already (a purge ran on it). */
export const anonymised = (employee: Employee): boolean => employee.firstName === ANONYMOUS_NAME.firstName && employee.lastName === ANONYMOUS_NAME.lastName && employee.address === '—';

/** The anonymised copy of the employee: the changed fields only are listed by the dry run. */
export function anonymise(employee: Employee): Employee {
  const copy: Record<string, unknown> = { ...employee, ...ANONYMISED, birthDate: `${employee.birthDate.slice(0, 4)}-01-01`, workEmail: `anonyme-${employee.id}@anonyme.invalid` };
  for (const [field, value] of Object.entries(copy)) if (value === undefined) delete copy[field];
  return copy as Employee;
}

/** The fields whose values differ, by name. */
export const changedFields = (before: Employee, after: Employee): string[] =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => (before as Record<string, unknown>)[field] !== (after as Record<string, unknown>)[field]).sort();
