import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PASSWORD_ONLY } from '@/contract/sign-in';
import type { FieldErrors } from '@/domain/credentials';
import { useAppConfig } from '@/shared/lib/app-config';
import { PasswordInput } from '@/shared/ui/PasswordInput';
import { useErrorText } from '@/shared/ui/use-error-text';
import { AuthFrame } from '../AuthFrame';
import { AUTH_PATHS, handEmail, handedEmail, handedFailure } from '../auth-links';
import { OidcButton } from '../OidcButton';
import { oidcRefusal } from '../sign-in-options';
import {
  authActions,
  selectAuthError,
  selectAuthStatus,
  selectIsLocked,
  selectMayEnter,
} from '../auth-slice';
import { readRememberedEmail, safeReturnUrl } from '../session';

type Field = 'email' | 'password';

export default function SignInPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { demoAccount, signIn = PASSWORD_ONLY } = useAppConfig();
  const [searchParams] = useSearchParams();
  const returnUrl = safeReturnUrl(searchParams.get('returnUrl'));
  const mayEnter = useAppSelector(selectMayEnter);
  const isLocked = useAppSelector(selectIsLocked);
  const status = useAppSelector(selectAuthStatus);
  const error = useAppSelector(selectAuthError);
  const errorText = useErrorText();
  const ids = { email: useId(), password: useId(), remember: useId() };

  const remembered = readRememberedEmail();
  // Back from a forgotten password's reset: its address, and no demo password.
  const { state: handedState } = useLocation();
  const handed = handedEmail(handedState);
  // Back from the OpenID provider, refused: why.
  const refusal = handedFailure(handedState);
  const [email, setEmail] = useState(handed ?? remembered ?? demoAccount?.email ?? '');
  const [password, setPassword] = useState(demoAccount && !remembered && !handed ? demoAccount.password : '');
  const [remember, setRemember] = useState(remembered !== null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});
  // PASSWORD_SIGN_IN=false: the form is Root's, shown on demand.
  const [rootForm, setRootForm] = useState(false);

  useEffect(() => {
    dispatch(authActions.clearError());
  }, [dispatch]);

  if (mayEnter) {
    return <Navigate to={isLocked ? '/auth/lock-screen' : (returnUrl ?? '/')} replace />;
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The rules load with the first submit, not with the page.
    const { fieldErrorCodes, signInSchema } = await import('@/domain/credentials');
    const parsed = signInSchema.safeParse({ email: email.trim(), password });
    if (!parsed.success) {
      setFieldErrors(fieldErrorCodes<Field>(parsed.error));
      return;
    }
    setFieldErrors({});
    dispatch(authActions.login({ ...parsed.data, remember, returnUrl }));
  };

  const loading = status === 'loading';
  const { oidc } = signIn;
  const showForm = signIn.password || rootForm || !oidc;
  const shownError = error ?? (refusal ? oidcRefusal(refusal, signIn) : null);
  return (
    <AuthFrame>
      <div className="text-center mb-4">
        <h1 className="h4 text-primary">{t('auth.signIn.title')}</h1>
        <p className="text-body-secondary mb-0">{t('auth.signIn.subtitle')}</p>
      </div>
      {shownError && (
        <div className="alert alert-danger" role="alert">
          {errorText(shownError)}
        </div>
      )}
      {oidc && (
        <OidcButton returnUrl={returnUrl} besideForm={showForm}>
          {t('auth.signIn.withOidc', { name: oidc.name })}
        </OidcButton>
      )}
      {oidc && !showForm && (
        <p className="text-center mt-4 mb-0">
          <button type="button" className="btn btn-link btn-sm text-body-secondary" onClick={() => setRootForm(true)}>
            {t('auth.signIn.rootPassword')}
          </button>
        </p>
      )}
      {showForm && (
        <>
          <form noValidate autoComplete="off" onSubmit={(event) => void submit(event)}>
            <div className="mb-3">
              <label htmlFor={ids.email} className="form-label">
                {t('auth.signIn.email')}
              </label>
              <input
                id={ids.email}
                type="email"
                className={`form-control ${fieldErrors.email ? 'is-invalid' : ''}`}
                placeholder={t('auth.signIn.emailPlaceholder')}
                value={email}
                aria-invalid={fieldErrors.email ? true : undefined}
                aria-describedby={fieldErrors.email ? `${ids.email}-error` : undefined}
                onChange={(event) => setEmail(event.target.value)}
              />
              {fieldErrors.email && (
                <div id={`${ids.email}-error`} className="invalid-feedback">
                  {t(`validation.${fieldErrors.email}`)}
                </div>
              )}
            </div>
            <div className="mb-3">
              <label htmlFor={ids.password} className="form-label">
                {t('auth.signIn.password')}
              </label>
              <PasswordInput
                id={ids.password}
                placeholder={t('auth.signIn.passwordPlaceholder')}
                value={password}
                invalid={Boolean(fieldErrors.password)}
                aria-invalid={fieldErrors.password ? true : undefined}
                aria-describedby={fieldErrors.password ? `${ids.password}-error` : undefined}
                onChange={(event) => setPassword(event.target.value)}
              />
              {fieldErrors.password && (
                <div id={`${ids.password}-error`} className="invalid-feedback d-block">
                  {t(`validation.${fieldErrors.password}`)}
                </div>
              )}
            </div>
            <div className="form-check mb-4">
              <input
                id={ids.remember}
                type="checkbox"
                className="form-check-input"
                checked={remember}
                onChange={(event) => setRemember(event.target.checked)}
              />
              <label htmlFor={ids.remember} className="form-check-label">
                {t('auth.signIn.rememberMe')}
              </label>
            </div>
            <button type="submit" className="btn btn-primary w-100" disabled={loading}>
              {loading && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {t('auth.signIn.submit')}
            </button>
          </form>
          <p className="text-center mt-3 mb-0">
            <Link to={AUTH_PATHS.passwordReset} state={handEmail(email)}>
              {t('auth.signIn.forgotPassword')}
            </Link>
          </p>
        </>
      )}
      {demoAccount && (
        <p className="small text-body-secondary text-center mt-4 mb-0">{t('auth.signIn.demoHint')}</p>
      )}
    </AuthFrame>
  );
}
