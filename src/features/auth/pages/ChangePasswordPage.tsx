import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { NEW_PASSWORD_MIN_LENGTH, newPasswordErrors, type FieldErrors, type NewPasswordField } from '@/domain/credentials';
import { useErrorText } from '@/shared/ui/use-error-text';
import { AuthFrame } from '../AuthFrame';
import { authActions, selectAuthError, selectAuthStatus, selectCurrentUser } from '../auth-slice';
import { NewPasswordFields, type NewPasswordValues } from '../NewPasswordFields';
import { safeReturnUrl } from '../session';

/**
 * After signing in with a password the server issued (the seeded administrator's, printed at
 * the first start): the user chooses their own before anything else.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const returnUrl = safeReturnUrl(searchParams.get('returnUrl'));
  const user = useAppSelector(selectCurrentUser);
  const status = useAppSelector(selectAuthStatus);
  const error = useAppSelector(selectAuthError);
  const errorText = useErrorText();
  const [values, setValues] = useState<NewPasswordValues>({ newPassword: '', confirmation: '' });
  const [checked, setChecked] = useState<FieldErrors<NewPasswordField>>({});

  useEffect(() => {
    dispatch(authActions.clearError());
  }, [dispatch]);

  if (!user) return <Navigate to="/auth" replace />;
  if (!user.mustChangePassword) return <Navigate to={returnUrl ?? '/'} replace />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = newPasswordErrors(values.newPassword, values.confirmation);
    setChecked(errors);
    if (Object.keys(errors).length === 0) dispatch(authActions.changePassword({ newPassword: values.newPassword, returnUrl }));
  };

  // The server's refusal of the password itself goes beside the field; anything else above the form.
  const refusedPassword = error?.code === 'auth.weakPassword';
  const messages: FieldErrors<NewPasswordField> = {
    newPassword: checked.newPassword ? t(`validation.${checked.newPassword}`, { min: NEW_PASSWORD_MIN_LENGTH }) : refusedPassword ? errorText(error) : undefined,
    confirmation: checked.confirmation ? t(`validation.${checked.confirmation}`) : undefined,
  };
  const loading = status === 'loading';
  return (
    <AuthFrame>
      <div className="text-center mb-4">
        <h1 className="h4 text-primary">{t('auth.changePassword.title')}</h1>
        <p className="text-body-secondary mb-0">{t('auth.changePassword.subtitle', { email: user.email })}</p>
      </div>
      {error && !refusedPassword && (
        <div className="alert alert-danger" role="alert">
          {errorText(error)}
        </div>
      )}
      <form noValidate onSubmit={submit}>
        <NewPasswordFields values={values} onChange={setValues} errors={messages} disabled={loading} />
        <button type="submit" className="btn btn-primary w-100 mt-2" disabled={loading}>
          {loading && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {t('auth.changePassword.submit')}
        </button>
      </form>
      <div className="text-center mt-3">
        <button type="button" className="btn btn-link" onClick={() => dispatch(authActions.logout('/auth'))}>
          {t('auth.changePassword.signOut')}
        </button>
      </div>
    </AuthFrame>
  );
}
