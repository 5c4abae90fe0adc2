import type { TFunction } from 'i18next';

/**
 * A leave type in the user's language, found by its id (the seeded types are translated
 * under `hr.leave.values.typeId`); the name the backend gives only for a type it does not know.
 * Without its type (the backend leaves it out for whoever may not know why someone is away:
 * docs/roles.md), a leave says "Absent".
 */
export const leaveTypeName = (t: TFunction, typeId: unknown, name: unknown): string =>
  typeId === undefined || typeId === null
    ? t('hr.leave.absent')
    : t(`hr.leave.values.typeId.${String(typeId)}`, { defaultValue: typeof name === 'string' ? name : '' });
