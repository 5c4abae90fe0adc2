import type { TFunction } from 'i18next';

/**
 * A leave type in the user's language, found by its id (the seeded types are translated
 * under `hr.leave.values.typeId`); the name the backend gives only for a type it does not know.
 */
export const leaveTypeName = (t: TFunction, typeId: unknown, name: unknown): string =>
  t(`hr.leave.values.typeId.${String(typeId)}`, { defaultValue: typeof name === 'string' ? name : '' });
