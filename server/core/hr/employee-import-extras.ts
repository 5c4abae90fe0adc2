import { ERROR_CODES } from '@/domain/common';
import { employeePrivateInputSchema, type Employee } from '@/domain/hr/employee';
import type { Row } from '@server/core/storage/tables';
import { assignmentArea } from './areas/assignment';
import { employeeArea, matriculeKey } from './areas/employee';
import type { WriteContext } from './context';
import { HttpFailure, fieldError, mergeErrors, parseOrThrow, type FieldErrors } from './errors';
import { writeRecord } from './write';

/** What an imported row gives besides the employee's record. */
export interface EmployeeExtras {
  /** The number the tool left gave the employee. */
  matricule?: unknown;
  serviceId?: unknown;
  positionId?: unknown;
  /** The social security number, already checked (`checkedNir`), kept in the employee's private block. */
  nir?: string;
}

const MATRICULE_MAX = 30;

/** The matricule given, kept when it is text no other employee has (a generated one otherwise refused). */
async function keptMatricule(ctx: WriteContext, employee: Row<'employees'>, value: unknown, errors: FieldErrors): Promise<Row<'employees'>> {
  if (value === undefined) return employee;
  const matricule = typeof value === 'number' ? String(value) : value;
  if (typeof matricule !== 'string' || matricule.trim() === '') {
    errors.matricule = fieldError(ERROR_CODES.invalidType);
    return employee;
  }
  if (matricule.trim().length > MATRICULE_MAX) {
    errors.matricule = fieldError(ERROR_CODES.tooLong);
    return employee;
  }
  const kept = { ...employee, matricule: matricule.trim() };
  const holders = await ctx.db.withUniqueKey(ctx.view(employeeArea), 'matricule', matriculeKey(kept));
  if (holders.some((id) => id !== employee.id)) {
    errors.matricule = fieldError(ERROR_CODES.duplicate);
    return employee;
  }
  await ctx.db.update('employees', kept, employee.version);
  return kept;
}

/** The principal assignment from the hire date, written as POST /app/assignment writes one. */
async function assign(ctx: WriteContext, employee: Employee, serviceId: unknown, positionId: unknown, errors: FieldErrors) {
  if (serviceId === undefined && positionId === undefined) return;
  // Named ones unknown were reported already: only a missing half is new.
  if (serviceId === undefined && !errors.serviceId) errors.serviceId = fieldError(ERROR_CODES.required);
  if (positionId === undefined && !errors.positionId) errors.positionId = fieldError(ERROR_CODES.required);
  if (serviceId === undefined || positionId === undefined) return;
  try {
    await writeRecord(assignmentArea, ctx, { employeeId: employee.id, serviceId, positionId, startDate: employee.hireDate, kind: 'principale' });
  } catch (error) {
    if (!(error instanceof HttpFailure)) throw error;
    const { serviceId: serviceError, positionId: positionError } = error.errors ?? {};
    mergeErrors(errors, { ...(serviceError && { serviceId: serviceError }), ...(positionError && { positionId: positionError }) });
    if (!serviceError && !positionError) errors.serviceId = fieldError(ERROR_CODES.invalidType);
  }
}

/**
 * The NIR a row gives, checked as PUT user/private/{id} checks it (before the record,
 * so that a row wrong in both reports both); undefined when none or refused.
 */
export function checkedNir(nir: unknown, errors: FieldErrors): string | undefined {
  if (nir === undefined) return undefined;
  try {
    return parseOrThrow(employeePrivateInputSchema.pick({ nir: true }), { nir }).nir;
  } catch (error) {
    if (!(error instanceof HttpFailure)) throw error;
    mergeErrors(errors, error.errors ?? { nir: fieldError(ERROR_CODES.invalidNir) });
    return undefined;
  }
}

/**
 * The matricule kept, the NIR kept and the assignment made for an employee just written (in the
 * import's transaction); problems go to the row's errors, which undo the import.
 */
export async function writeEmployeeExtras(
  ctx: WriteContext,
  employee: Row<'employees'>,
  extras: EmployeeExtras,
  errors: FieldErrors,
): Promise<Row<'employees'>> {
  const kept = await keptMatricule(ctx, employee, extras.matricule, errors);
  if (typeof extras.nir === 'string') await ctx.db.insert('employeePrivate', { employeeId: kept.id, version: 1, nir: extras.nir });
  await assign(ctx, kept, extras.serviceId, extras.positionId, errors);
  return kept;
}
