import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AuthFrame } from '../AuthFrame';
import { AUTH_PATHS, handFailure } from '../auth-links';
import { authActions, selectAuthError, selectAuthStatus, selectIsLocked } from '../auth-slice';

/** What the server's callback wrote after `#`: a one-time code (and the page to open), or why not. */
function takeFragment(): { code: string | null; returnUrl: string | null; error: string | null } {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  // Out of the address bar and the history at once: the code is spent anyway, but never kept.
  window.history.replaceState(window.history.state, '', window.location.pathname);
  return { code: fragment.get('code'), returnUrl: fragment.get('returnUrl'), error: fragment.get('error') };
}

/**
 * Where the OpenID provider's return lands (docs/sso.md): the one-time code exchanged for the
 * session, which opens the page asked for; a refusal goes back to the sign-in page (the lock
 * screen, when it was the one left), which says why.
 */
export default function OidcReturnPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const error = useAppSelector(selectAuthError);
  const isLocked = useAppSelector(selectIsLocked);
  const taken = useRef(false);

  useEffect(() => {
    // Once, though development mode runs effects twice: a code is spent by its first use.
    if (taken.current) return;
    taken.current = true;
    const { code, returnUrl, error: refusal } = takeFragment();
    if (code) dispatch(authActions.oidcSignIn({ code, returnUrl }));
    else dispatch(authActions.loginFailure({ code: refusal ?? 'auth.oidc.failed', message: '', status: null }));
  }, [dispatch]);

  const failure = status === 'failed' ? (error?.code ?? 'auth.oidc.failed') : null;
  if (failure) return <Navigate to={isLocked ? '/auth/lock-screen' : AUTH_PATHS.signIn} state={handFailure(failure)} replace />;
  return (
    <AuthFrame>
      <div className="text-center py-4" role="status">
        <span className="spinner-border text-primary mb-3" aria-hidden="true" />
        <p className="mb-0">{t('auth.oidc.signingIn')}</p>
      </div>
    </AuthFrame>
  );
}
