import { useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { AreaFormDefinition, FormErrors, FormValues } from './form-definition';

const sameErrors = (a: FormErrors, b: FormErrors) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The live checks of a form's fields (`FormField.check`): each typed value is handed to its
 * check's action (the saga debounces and asks the server), and what the store answered
 * about the value now typed comes back as the field's error.
 */
export function useFieldChecks(definition: AreaFormDefinition, values: FormValues, recordId: number | undefined): FormErrors {
  const dispatch = useAppDispatch();
  const asked = useMemo(
    () =>
      definition.fields.flatMap((field) =>
        field.check && (!field.showIf || field.showIf(values))
          ? [{ field: field.name, check: field.check, value: typeof values[field.name] === 'string' ? String(values[field.name]).trim() : '' }]
          : [],
      ),
    [definition, values],
  );
  // Asked again only when a checked value changes, not on every keystroke elsewhere.
  const askedKey = JSON.stringify(asked.map(({ field, value }) => [field, value]));
  useEffect(() => {
    for (const [name, value] of JSON.parse(askedKey) as [string, string][]) {
      const check = definition.fields.find((field) => field.name === name)?.check;
      if (check) dispatch(check.request(value, recordId));
    }
  }, [askedKey, recordId, dispatch, definition]);

  return useAppSelector((state) => {
    const errors: FormErrors = {};
    for (const { field, check, value } of asked) {
      const error = value === '' ? null : check.select(state, value);
      if (error) errors[field] = error;
    }
    return errors;
  }, sameErrors);
}
