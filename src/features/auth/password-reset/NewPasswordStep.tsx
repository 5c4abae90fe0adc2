import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  NEW_PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_CODE_LENGTH,
  PASSWORD_RESET_CODE_LIFETIME_MS,
  digitsOnly,
  passwordResetErrors,
  type FieldErrors,
  type PasswordResetField,
} from '@/domain/credentials';
import { useErrorText } from '@/shared/ui/use-error-text';
import { NewPasswordFields, type NewPasswordValues } from '../NewPasswordFields';
import { passwordResetActions, selectPasswordReset, sentKey } from './password-reset-slice';
import { useResendWait } from './use-resend-wait';
import { useResetErrorText } from './reset-error-text';

interface NewPasswordStepProps {
  email: string;
  onOtherAddress: () => void;
}

/** The refusals the server names a field for: the code, the new password. */
const FIELD_OF_CODE: Readonly<Record<string, PasswordResetField>> = {
  'auth.resetCodeInvalid': 'code',
  'auth.weakPassword': 'newPassword',
};

/** The second step: the code received, the new password typed twice; a new code at most once a minute. */
export function NewPasswordStep({ email, onOtherAddress }: NewPasswordStepProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectPasswordReset);
  const errorText = useErrorText();
  const resetErrorText = useResetErrorText();
  const ids = { code: useId(), wait: useId() };
  const [code, setCode] = useState('');
  const [values, setValues] = useState<NewPasswordValues>({ newPassword: '', confirmation: '' });
  const [checked, setChecked] = useState<FieldErrors<PasswordResetField>>({});
  const waitSeconds = useResendWait(state.sentAt[sentKey(email)]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = passwordResetErrors(code, values.newPassword, values.confirmation);
    setChecked(errors);
    if (Object.keys(errors).length === 0) dispatch(passwordResetActions.resetPassword({ email, code, newPassword: values.newPassword }));
  };

  const refused = state.resetError;
  const refusedField = refused?.code ? FIELD_OF_CODE[refused.code] : undefined;
  // The server's answer is about what was last sent: while the form's own check refuses something, that check alone shows.
  const formValid = Object.keys(checked).length === 0;
  const serverMessage = (field: PasswordResetField) => (refused && formValid && refusedField === field ? errorText(refused) : undefined);
  const messages: FieldErrors<PasswordResetField> = {
    code: checked.code ? t(`validation.${checked.code}`, { length: PASSWORD_RESET_CODE_LENGTH }) : serverMessage('code'),
    newPassword: checked.newPassword ? t(`validation.${checked.newPassword}`, { min: NEW_PASSWORD_MIN_LENGTH }) : serverMessage('newPassword'),
    confirmation: checked.confirmation ? t(`validation.${checked.confirmation}`) : undefined,
  };
  // A refusal of the page (locked, too many attempts, no network), of this step or of a new code's request.
  const pageError = (refused && !refusedField ? refused : undefined) ?? state.requestError;
  const loading = state.reset === 'loading';
  const codeErrorId = `${ids.code}-error`;
  const minutes = PASSWORD_RESET_CODE_LIFETIME_MS / 60_000;
  return (
    <>
      <div className="alert alert-info" role="status">
        {t(state.resent ? 'auth.passwordReset.resent' : 'auth.passwordReset.codeSent', { email, minutes })}
      </div>
      {pageError && (
        <div className="alert alert-danger" role="alert">
          {resetErrorText(pageError)}
        </div>
      )}
      <form noValidate onSubmit={submit}>
        <div className="mb-3">
          <label htmlFor={ids.code} className="form-label">
            {t('auth.passwordReset.code')}
          </label>
          <input
            id={ids.code}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            className={`form-control ${messages.code ? 'is-invalid' : ''}`}
            value={code}
            aria-invalid={messages.code ? true : undefined}
            aria-describedby={messages.code ? codeErrorId : undefined}
            onChange={(event) => setCode(digitsOnly(event.target.value).slice(0, PASSWORD_RESET_CODE_LENGTH))}
          />
          {messages.code && (
            <div id={codeErrorId} className="invalid-feedback">
              {messages.code}
            </div>
          )}
        </div>
        <NewPasswordFields values={values} onChange={setValues} errors={messages} disabled={loading} />
        <button type="submit" className="btn btn-primary w-100 mt-2" disabled={loading}>
          {loading && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {t('auth.passwordReset.submit')}
        </button>
      </form>
      <div className="text-center mt-3">
        <button
          type="button"
          className="btn btn-link p-0"
          disabled={waitSeconds > 0 || state.request === 'loading'}
          aria-describedby={waitSeconds > 0 ? ids.wait : undefined}
          onClick={() => dispatch(passwordResetActions.requestCode({ email, again: true }))}
        >
          {t('auth.passwordReset.resend')}
        </button>
        {waitSeconds > 0 && (
          <p id={ids.wait} className="small text-body-secondary mb-0">
            {t('auth.passwordReset.resendIn', { seconds: waitSeconds })}
          </p>
        )}
      </div>
      <div className="text-center mt-2">
        <button type="button" className="btn btn-link p-0" onClick={onOtherAddress}>
          {t('auth.passwordReset.otherAddress')}
        </button>
      </div>
    </>
  );
}
