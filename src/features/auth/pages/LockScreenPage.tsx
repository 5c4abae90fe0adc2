import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PASSWORD_ONLY } from '@/contract/sign-in';
import { useAppConfig } from '@/shared/lib/app-config';
import { useErrorText } from '@/shared/ui/use-error-text';
import { EmployeeAvatar } from '@/shared/ui/EmployeeAvatar';
import { PasswordInput } from '@/shared/ui/PasswordInput';
import { AuthFrame } from '../AuthFrame';
import { handedFailure } from '../auth-links';
import { OidcButton } from '../OidcButton';
import { oidcRefusal } from '../sign-in-options';
import {
  authActions,
  selectAuthError,
  selectAuthStatus,
  selectCurrentUser,
  selectIsLocked,
  selectIsRoot,
  selectLockedPath,
} from '../auth-slice';
import { safeReturnUrl } from '../session';

export default function LockScreenPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const isLocked = useAppSelector(selectIsLocked);
  const lockedPath = useAppSelector(selectLockedPath);
  const status = useAppSelector(selectAuthStatus);
  const error = useAppSelector(selectAuthError);
  const isRoot = useAppSelector(selectIsRoot);
  const { signIn = PASSWORD_ONLY } = useAppConfig();
  const errorText = useErrorText();
  // Back from the OpenID provider, refused: why.
  const refusal = handedFailure(useLocation().state);
  const passwordId = useId();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    dispatch(authActions.clearError());
  }, [dispatch]);

  if (!user) return <Navigate to="/auth" replace />;
  if (!isLocked) return <Navigate to={safeReturnUrl(lockedPath) ?? '/'} replace />;

  const employee = user.additional.employee;
  const name = employee?.user.person.label ?? user.username;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    dispatch(authActions.unlock({ password }));
  };
  const message = missing
    ? t('validation.passwordRequired')
    : error
      ? error.code === 'auth.invalidCredentials'
        ? t('auth.lock.wrongPassword')
        : errorText({ ...error, code: error.code ?? 'network' })
      : null;
  const { oidc } = signIn;
  // PASSWORD_SIGN_IN=false: the password unlocks Root's screen alone; the others go through the provider.
  const showForm = signIn.password || isRoot || !oidc;

  return (
    <AuthFrame>
      <div className="text-center mb-4">
        <h1 className="h4 text-primary">{t('auth.lock.title')}</h1>
        <p className="text-body-secondary">{t('auth.lock.subtitle')}</p>
        {employee && (
          <EmployeeAvatar employee={employee} size={72} className="border border-3 border-light-subtle mb-2" />
        )}
        <p className="fw-semibold mb-0">{name}</p>
      </div>
      {refusal && (
        <div className="alert alert-danger" role="alert">
          {errorText(oidcRefusal(refusal, signIn))}
        </div>
      )}
      {oidc && (
        <OidcButton returnUrl={lockedPath} besideForm={showForm}>
          {t('auth.lock.withOidc', { name: oidc.name })}
        </OidcButton>
      )}
      {showForm && (
        <form noValidate autoComplete="off" onSubmit={submit}>
          <div className="mb-3">
            <label htmlFor={passwordId} className="form-label">
              {t('auth.lock.password')}
            </label>
            <PasswordInput
              id={passwordId}
              value={password}
              autoFocus
              invalid={message !== null}
              aria-invalid={message !== null || undefined}
              aria-describedby={message ? `${passwordId}-error` : undefined}
              placeholder={t('auth.signIn.passwordPlaceholder')}
              onChange={(event) => setPassword(event.target.value)}
            />
            {message && (
              <div id={`${passwordId}-error`} className="invalid-feedback d-block" role="alert">
                {message}
              </div>
            )}
          </div>
          <button type="submit" className="btn btn-primary w-100" disabled={status === 'loading'}>
            {status === 'loading' && (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            )}
            {t('auth.lock.submit')}
          </button>
        </form>
      )}
      <p className="text-center mt-4 mb-0">
        {t('auth.lock.notYou')}{' '}
        <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => dispatch(authActions.logout())}>
          {t('auth.signIn.submit')}
        </button>
      </p>
    </AuthFrame>
  );
}
