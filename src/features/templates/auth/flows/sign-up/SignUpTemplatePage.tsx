import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthTemplateFrame } from '@/features/templates/auth/frames/AuthTemplateFrame';
import { FlowHeading, OtherFlowLink } from '@/features/templates/auth/frames/FormPieces';
import { FlowTabs } from '@/features/templates/auth/frames/FlowTabs';
import { RequestOutcome } from '@/features/templates/auth/frames/RequestOutcome';
import { SocialButtons } from '@/features/templates/auth/frames/SocialButtons';
import { useTemplateRequest } from '@/features/templates/auth/frames/use-template-request';
import type { FlowPageProps } from '@/features/templates/auth/variants';
import { SignUpPane } from './SignUpPane';

const SIGN_IN_PATH = '/auth-login-basic';

/** The template sign-up screen: it really registers through the fake backend, and stays. */
export default function SignUpTemplatePage({ variant }: FlowPageProps) {
  const { t } = useTranslation();
  const request = useTemplateRequest();
  // Only the boxed frame offers the Email ID / Phone Number tabs.
  const boxed = variant === 'boxed';
  return (
    <AuthTemplateFrame variant={variant}>
      <FlowHeading title={t('templates.signUp.title')}>{t('templates.signUp.subtitle')}</FlowHeading>
      <RequestOutcome
        request={request}
        success={
          <>
            {t('templates.signUp.success')}{' '}
            <Link to={SIGN_IN_PATH} className="alert-link">
              {t('templates.signUp.signInNow')}
            </Link>
          </>
        }
      />
      {boxed ? (
        <FlowTabs
          label={t('templates.signUp.tabsLabel')}
          tabs={[
            {
              id: 'email',
              label: t('templates.signUp.emailTab'),
              content: () => <SignUpPane kind="email" request={request} boxed />,
            },
            {
              id: 'phone',
              label: t('templates.signUp.phoneTab'),
              content: (select) => <SignUpPane kind="phone" request={request} boxed toEmailTab={() => select('email')} />,
            },
          ]}
        />
      ) : (
        <SignUpPane kind="email" request={request} boxed={false} />
      )}
      <SocialButtons title={t('templates.signUp.social')} />
      <OtherFlowLink text={t('templates.signUp.haveAccount')} link={t('templates.signUp.signIn')} to={SIGN_IN_PATH} />
    </AuthTemplateFrame>
  );
}
