import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { authActions } from '@/features/auth';
import { LogOutIcon } from '@/shared/ui/icons';
import { AuthTemplateFrame } from '@/features/templates/auth/frames/AuthTemplateFrame';
import { FlowHeading } from '@/features/templates/auth/frames/FormPieces';
import type { FlowPageProps, FrameVariant } from '@/features/templates/auth/variants';

/** Where each frame's Sign In leads; the basic one signs out first. */
const SIGN_IN_PATH: Record<Exclude<FrameVariant, 'basic'>, string> = {
  cover: '/auth-login-basic',
  boxed: '/auth-login-boxed',
  modern: '/auth-login-basic',
};

/** The basic frame's button: signs out (the auth saga), then the saga goes to /account-login. */
function SignOutAndSignIn() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [leaving, setLeaving] = useState(false);
  return (
    <button
      type="button"
      className="btn btn-primary w-100"
      disabled={leaving}
      onClick={() => {
        setLeaving(true);
        dispatch(authActions.logout('/account-login'));
      }}
    >
      {t('templates.logout.signInButton')}
    </button>
  );
}

/** The template logout screens: a goodbye, and the way back to signing in. */
export default function LogoutTemplatePage({ variant }: FlowPageProps) {
  const { t } = useTranslation();
  const basic = variant === 'basic';
  return (
    <AuthTemplateFrame variant={variant}>
      <div className="text-center">
        <div className="template-logout-icon mx-auto mb-4" aria-hidden="true">
          <LogOutIcon />
        </div>
        <FlowHeading title={t(basic ? 'templates.logout.basicTitle' : 'templates.logout.title')}>
          {t('templates.logout.thanks')}
        </FlowHeading>
        {basic ? (
          <SignOutAndSignIn />
        ) : (
          <Link to={SIGN_IN_PATH[variant]} className="btn btn-primary w-100">
            {t('templates.logout.signIn')}
          </Link>
        )}
      </div>
    </AuthTemplateFrame>
  );
}
