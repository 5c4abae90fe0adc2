import { ERROR_CODES } from '@/domain/common';
import type { HrReader } from '../storage/repository';
import { fieldError, type FieldErrors } from '../hr/errors';
import { forbidden } from './permission';
import type { Scope } from './scope';

/** The parents an employee import may create units under: `{ cityId?: country, serviceId?: department, positionId?: enterprise }`. */
export interface ImportParents {
  cityId?: number;
  serviceId?: number;
  positionId?: number;
}

/**
 * Refuses (403) an import that would create units outside the scope: cities are reference
 * data (a reach of every record only), services under its departments, positions in its
 * enterprises.
 */
export function checkImportParents(scope: Scope, parents: ImportParents) {
  if (scope.all) return;
  const errors: FieldErrors = {};
  if (parents.cityId !== undefined) errors['create.cityId'] = fieldError(ERROR_CODES.forbidden);
  if (parents.serviceId !== undefined && !scope.departments.has(parents.serviceId)) errors['create.serviceId'] = fieldError(ERROR_CODES.forbidden);
  if (parents.positionId !== undefined && !scope.enterprises.has(parents.positionId)) errors['create.positionId'] = fieldError(ERROR_CODES.forbidden);
  if (Object.keys(errors).length > 0) throw forbidden(errors);
}

/** The errors of an imported row placing someone outside the scope: a service of another department, a position of another enterprise. */
export async function importedPlaceErrors(scope: Scope, db: HrReader, serviceId: unknown, positionId: unknown): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (scope.all) return errors;
  const service = typeof serviceId === 'number' ? await db.get('services', serviceId) : undefined;
  if (service && !scope.departments.has(service.departmentId)) errors.serviceId = fieldError(ERROR_CODES.forbidden);
  const position = typeof positionId === 'number' ? await db.get('positions', positionId) : undefined;
  if (position && !scope.enterprises.has(position.enterpriseId)) errors.positionId = fieldError(ERROR_CODES.forbidden);
  return errors;
}
