import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NEW_PASSWORD_MIN_LENGTH, type FieldErrors, type NewPasswordField } from '@/domain/credentials';
import { PasswordInput } from '@/shared/ui/PasswordInput';

export interface NewPasswordValues {
  newPassword: string;
  confirmation: string;
}

interface NewPasswordFieldsProps {
  values: NewPasswordValues;
  onChange: (values: NewPasswordValues) => void;
  /** Each field's message, already translated. */
  errors: FieldErrors<NewPasswordField>;
  disabled?: boolean;
}

/** A new password typed twice, each field with its message beside it. */
export function NewPasswordFields({ values, onChange, errors, disabled }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const ids = { newPassword: useId(), confirmation: useId() };
  const hintId = `${ids.newPassword}-hint`;
  const field = (name: NewPasswordField, label: string, extra?: string) => {
    const error = errors[name];
    const errorId = `${ids[name]}-error`;
    return (
      <div className="mb-3">
        <label htmlFor={ids[name]} className="form-label">
          {label}
        </label>
        <PasswordInput
          id={ids[name]}
          value={values[name]}
          autoComplete="new-password"
          disabled={disabled}
          invalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[extra, error ? errorId : undefined].filter(Boolean).join(' ') || undefined}
          onChange={(event) => onChange({ ...values, [name]: event.target.value })}
        />
        {error && (
          <div id={errorId} className="invalid-feedback d-block">
            {error}
          </div>
        )}
      </div>
    );
  };
  return (
    <>
      {field('newPassword', t('auth.newPassword.label'), hintId)}
      <p id={hintId} className="form-text mt-n2 mb-3">
        {t('auth.newPassword.hint', { min: NEW_PASSWORD_MIN_LENGTH })}
      </p>
      {field('confirmation', t('auth.newPassword.confirmation'))}
    </>
  );
}
