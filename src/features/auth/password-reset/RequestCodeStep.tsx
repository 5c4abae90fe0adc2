import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { fieldErrorCodes, passwordResetRequestSchema } from '@/domain/credentials';
import { useErrorText } from '@/shared/ui/use-error-text';
import { passwordResetActions, selectPasswordReset } from './password-reset-slice';
import { useResetErrorText } from './reset-error-text';

interface RequestCodeStepProps {
  email: string;
  onEmailChange: (email: string) => void;
}

/** The first step: the account's address, to which a code is sent. */
export function RequestCodeStep({ email, onEmailChange }: RequestCodeStepProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { request, requestError } = useAppSelector(selectPasswordReset);
  const errorText = useErrorText();
  const resetErrorText = useResetErrorText();
  const id = useId();
  const [checked, setChecked] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = passwordResetRequestSchema.safeParse({ email: email.trim() });
    if (!parsed.success) {
      setChecked(fieldErrorCodes<'email'>(parsed.error).email);
      return;
    }
    setChecked(undefined);
    dispatch(passwordResetActions.requestCode({ email: parsed.data.email }));
  };

  // The server's refusal of the address goes beside the field; anything else above the form.
  const refusedAddress = requestError?.code === 'auth.resetRequestInvalid';
  const emailError = checked ? t(`validation.${checked}`) : refusedAddress ? errorText(requestError) : undefined;
  const errorId = `${id}-error`;
  const loading = request === 'loading';
  return (
    <>
      {requestError && !refusedAddress && (
        <div className="alert alert-danger" role="alert">
          {resetErrorText(requestError)}
        </div>
      )}
      <form noValidate onSubmit={submit}>
        <div className="mb-4">
          <label htmlFor={id} className="form-label">
            {t('auth.passwordReset.email')}
          </label>
          <input
            id={id}
            type="email"
            autoComplete="email"
            autoFocus
            className={`form-control ${emailError ? 'is-invalid' : ''}`}
            placeholder={t('auth.signIn.emailPlaceholder')}
            value={email}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? errorId : undefined}
            onChange={(event) => onEmailChange(event.target.value)}
          />
          {emailError && (
            <div id={errorId} className="invalid-feedback">
              {emailError}
            </div>
          )}
        </div>
        <button type="submit" className="btn btn-primary w-100" disabled={loading}>
          {loading && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {t('auth.passwordReset.sendCode')}
        </button>
      </form>
    </>
  );
}
