import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PASSWORD_RESET_CODE_LENGTH } from '@/domain/credentials';
import { AuthFrame } from '../AuthFrame';
import { AUTH_PATHS, handEmail, handedEmail } from '../auth-links';
import { NewPasswordStep } from './NewPasswordStep';
import { passwordResetActions, selectPasswordReset } from './password-reset-slice';
import { RequestCodeStep } from './RequestCodeStep';

/**
 * A forgotten password (docs/server.md): the account's address, then the code mailed to it
 * and a new password; back on the sign-in form with the address filled in.
 */
export default function PasswordResetPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { email: requestedFor, done } = useAppSelector(selectPasswordReset);
  const [email, setEmail] = useState(() => handedEmail(location.state) ?? '');

  // Leaving the page ends the reset: opened again, it starts from the address.
  useEffect(() => () => void dispatch(passwordResetActions.restart()), [dispatch]);

  useEffect(() => {
    if (done === null) return;
    toast.success(t('auth.passwordReset.success'));
    void navigate(AUTH_PATHS.signIn, { replace: true, state: handEmail(done) });
  }, [done, navigate, t]);

  return (
    <AuthFrame>
      <div className="text-center mb-4">
        <h1 className="h4 text-primary">{t('auth.passwordReset.title')}</h1>
        <p className="text-body-secondary mb-0">
          {requestedFor === null
            ? t('auth.passwordReset.requestSubtitle', { length: PASSWORD_RESET_CODE_LENGTH })
            : t('auth.passwordReset.codeSubtitle')}
        </p>
      </div>
      {requestedFor === null ? (
        <RequestCodeStep email={email} onEmailChange={setEmail} />
      ) : (
        <NewPasswordStep email={requestedFor} onOtherAddress={() => dispatch(passwordResetActions.restart())} />
      )}
      <p className="text-center mt-4 mb-0">
        <Link to={AUTH_PATHS.signIn}>
          {t('auth.passwordReset.backToSignIn')}
        </Link>
      </p>
    </AuthFrame>
  );
}
