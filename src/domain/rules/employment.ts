import type { Employee } from '../hr/employee';

/**
 * Where an employee stands on a date, from their dates rather than the stored status: not
 * yet there before the hire date, gone after the exit date (on it too once the departure is
 * recorded), and in between as the status says (a departure recorded ahead still counts
 * them until then).
 */
export const CURRENT_STATUSES = ['upcoming', 'active', 'suspended', 'left'] as const;
export type CurrentStatus = (typeof CURRENT_STATUSES)[number];

type Dated = Pick<Employee, 'hireDate' | 'exitDate' | 'status'>;

export function statusOn(employee: Dated, date: string): CurrentStatus {
  const exit = employee.exitDate;
  if (exit !== undefined && (exit < date || (exit === date && employee.status === 'left'))) return 'left';
  if (employee.hireDate > date) return 'upcoming';
  if (employee.status === 'left') return employee.exitDate === undefined ? 'left' : 'active';
  return employee.status;
}

/** The exit date still to come, when a departure is recorded ahead. */
export function leavingOn(employee: Dated, date: string): string | undefined {
  const status = statusOn(employee, date);
  return employee.exitDate !== undefined && (status === 'active' || status === 'suspended') ? employee.exitDate : undefined;
}
