import { useCallback, useMemo, useState } from 'react';
import type { FieldError } from '@/api';
import type { AreaFormDefinition, FormErrors, FormField, FormValue, FormValues } from './form-definition';
import { issuesToErrors, sameValues, toInput } from './form-values';

/** Whether the schema accepts the field left out: an optional field shows no star. */
export function isRequired(definition: AreaFormDefinition, field: FormField): boolean {
  const member = definition.schema.shape?.[field.name];
  return member ? !member.safeParse(undefined).success : false;
}

/** The contract's field errors as the form shows them. */
export const serverErrors = (fieldErrors: Record<string, FieldError> | undefined): FormErrors =>
  Object.fromEntries(
    Object.entries(fieldErrors ?? {}).map(([field, error]) => [
      field,
      { code: error.code, message: error.message, ...(error.params ? { params: error.params } : {}) },
    ]),
  );

/** The errors the domain's schema finds in the values, before anything is sent. */
export function validate(definition: AreaFormDefinition, values: FormValues): { input: Record<string, unknown>; errors: FormErrors } {
  const { input, unreadable } = toInput(definition.fields, values);
  const result = definition.schema.safeParse(input);
  const errors = result.success ? {} : issuesToErrors(result.error.issues);
  // A field left empty is missing, whatever else its schema would say of nothing.
  for (const path of Object.keys(errors)) if (!(path in input) && !path.includes('.')) errors[path] = { code: 'required' };
  return { input, errors: { ...errors, ...unreadable } };
}

/**
 * A form's state: the values, the errors shown (a field's own once it was left or the form
 * sent), and whether anything changed since it was opened.
 */
export function useResourceForm(definition: AreaFormDefinition, initial: FormValues) {
  const [values, setValues] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<FormErrors>({});

  const clientErrors = useMemo(() => validate(definition, values).errors, [definition, values]);
  const errors = useMemo(() => {
    const shown: FormErrors = {};
    for (const [path, error] of Object.entries(clientErrors)) {
      if (submitted || touched.has(path.split('.')[0])) shown[path] = error;
    }
    return { ...shown, ...server };
  }, [clientErrors, server, submitted, touched]);

  const change = useCallback((name: string, value: FormValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A server's error on a field holds until the field is changed.
    setServer((current) => Object.fromEntries(Object.entries(current).filter(([path]) => path.split('.')[0] !== name)));
  }, []);
  const blur = useCallback((name: string) => setTouched((current) => new Set(current).add(name)), []);

  /** The input to send, or null when the form has errors to show first. */
  const submit = useCallback((): Record<string, unknown> | null => {
    setSubmitted(true);
    const { input, errors: found } = validate(definition, values);
    return Object.keys(found).length > 0 ? null : input;
  }, [definition, values]);

  return {
    values,
    errors,
    dirty: !sameValues(values, baseline),
    change,
    blur,
    submit,
    /** Shows the server's refusals beside their fields. */
    showServerErrors: setServer,
    /** Marks the values as saved: nothing left to lose. */
    markSaved: useCallback(() => setBaseline(values), [values]),
  };
}
