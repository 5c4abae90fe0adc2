import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthTemplateFrame } from '@/features/templates/auth/frames/AuthTemplateFrame';
import { FlowHeading, OtherFlowLink } from '@/features/templates/auth/frames/FormPieces';
import { FlowTabs } from '@/features/templates/auth/frames/FlowTabs';
import { RequestOutcome } from '@/features/templates/auth/frames/RequestOutcome';
import { SocialButtons } from '@/features/templates/auth/frames/SocialButtons';
import { useTemplateRequest } from '@/features/templates/auth/frames/use-template-request';
import type { FlowPageProps, FrameVariant } from '@/features/templates/auth/variants';
import { SignInPane } from './SignInPane';
import type { SignInKind } from './sign-in-rules';

/** What differs between the frames: the Email/Phone tabs and where signing up is. */
const VARIANTS: Record<FrameVariant, { kinds: readonly SignInKind[]; signUp: string }> = {
  basic: { kinds: ['email'], signUp: '/auth-register-basic' },
  cover: { kinds: ['email'], signUp: '/auth-register-basic' },
  boxed: { kinds: ['email', 'phone'], signUp: '/auth-register-cover' },
  modern: { kinds: ['email', 'phone'], signUp: '/auth-register-cover' },
};

/** The template sign-in screen: it really signs in through the fake backend, and stays. */
export default function SignInTemplatePage({ variant }: FlowPageProps) {
  const { t } = useTranslation();
  const request = useTemplateRequest();
  const { kinds, signUp } = VARIANTS[variant];
  return (
    <AuthTemplateFrame variant={variant}>
      <FlowHeading title={t('templates.signIn.title')}>{t('templates.signIn.subtitle')}</FlowHeading>
      <RequestOutcome
        request={request}
        success={
          <>
            {t('templates.signIn.success')}{' '}
            <Link to="/" className="alert-link">
              {t('templates.signIn.goHome')}
            </Link>
          </>
        }
      />
      {kinds.length > 1 ? (
        <FlowTabs
          label={t('templates.signIn.tabsLabel')}
          tabs={kinds.map((kind) => ({
            id: kind,
            label: t(`templates.signIn.${kind}Tab`),
            content: () => <SignInPane kind={kind} request={request} />,
          }))}
        />
      ) : (
        <SignInPane kind="email" request={request} />
      )}
      <SocialButtons title={t('templates.signIn.social')} />
      <OtherFlowLink text={t('templates.signIn.noAccount')} link={t('templates.signIn.signUp')} to={signUp} />
    </AuthTemplateFrame>
  );
}
