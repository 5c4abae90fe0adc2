import { useTranslation } from 'react-i18next';
import type { ApiErrorInfo, FieldError } from '@/api';
import { useErrorText } from '@/shared/ui/use-error-text';
import { errorParams } from '@/features/hr/toolkit/error-params';
import { EDITABLE_FIELDS, type EditableField } from './grid-types';

/**
 * The words of a refused write, cell by cell: a field's error under its own cell, any
 * other (the day already has a record, it changed meanwhile) under the cell that asked.
 */
export function useSaveErrorText() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fieldText = (error: FieldError) => {
    const params = errorParams(error.params, t);
    return t(`hr.attendance.grid.errors.${error.code}`, {
      ...params,
      defaultValue: t(`validation.${error.code}`, { ...params, defaultValue: error.message }),
    });
  };

  return (error: ApiErrorInfo, asking: EditableField): Partial<Record<EditableField, string>> => {
    const fields = error.fieldErrors ?? {};
    const own = EDITABLE_FIELDS.filter((field) => fields[field]);
    if (own.length > 0) return Object.fromEntries(own.map((field) => [field, fieldText(fields[field])]));
    const other = Object.values(fields)[0];
    const text = other ? fieldText(other) : error.status === 409 ? t('hr.attendance.grid.errors.stale') : errorText(error);
    return { [asking]: text };
  };
}
