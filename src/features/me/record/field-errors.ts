import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { ApiErrorInfo } from '@/api';
import { useAppSelector } from '@/app/hooks';
import { useErrorText } from '@/shared/ui/use-error-text';
import { selectSelfService, type SelfWrite } from './self-service-slice';

export interface ShownError {
  code: string;
  params?: Record<string, string>;
}
export type ShownErrors = Record<string, ShownError>;

interface Parsed {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}

/** The first issue of each field a schema finds, by its path's first name (the form's field). */
export function schemaErrors(result: Parsed): ShownErrors {
  const errors: ShownErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= { code: issue.message };
  }
  return errors;
}

/** A field's error in the user's language. */
export function useFieldText() {
  const { t } = useTranslation();
  return (error: ShownError | undefined) => (error ? t(`validation.${error.code}`, { defaultValue: t('validation.invalidType'), ...error.params }) : undefined);
}

/**
 * What follows one of the forms' writes (`write`): done, `onDone` and a toast; refused, the
 * fields it names beside them (the server's errors), or a toast saying why.
 */
export function useWriteOutcome(write: SelfWrite, successText: string, onDone: () => void): ShownErrors {
  const { outcome } = useAppSelector(selectSelfService);
  const errorText = useErrorText();
  const { t } = useTranslation();
  // The outcomes before this form was shown are not its own.
  const [since] = useState(outcome?.seq ?? 0);
  const handled = useRef(since);
  const mine = outcome && outcome.write === write && outcome.seq > since ? outcome : undefined;
  useEffect(() => {
    if (!mine || mine.seq <= handled.current) return;
    handled.current = mine.seq;
    if (!mine.error) {
      toast.success(successText);
      onDone();
    } else toast.error(mine.error.status === 409 ? t('selfService.stale') : errorText(mine.error));
  }, [mine, successText, onDone, errorText, t]);
  return useMemo(() => fieldErrorsOf(mine?.error), [mine]);
}

/** A refusal's field errors as the forms show them. */
const fieldErrorsOf = (error: ApiErrorInfo | undefined): ShownErrors =>
  Object.fromEntries(Object.entries(error?.fieldErrors ?? {}).map(([field, one]) => [field, { code: one.code, params: one.params }]));
