import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Svg } from '@/shared/ui/icons';
import { AuthTemplateFrame } from '@/features/templates/auth/frames/AuthTemplateFrame';
import type { FlowPageProps } from '@/features/templates/auth/variants';
import { FlowHeading, FlowStatus } from '@/features/templates/auth/frames/FormPieces';

/** Skip Now leads to / on the cover screen; the other screens do the same. */
const SKIP_TARGET = '/';

const MailIcon = () => (
  <Svg>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-10 6L2 7" />
  </Svg>
);

/** "Verify Email": the address was sent a link. Resending is wired to no call, and says so. */
export default function VerifyEmailTemplatePage({ variant }: FlowPageProps) {
  const { t } = useTranslation();
  const [resent, setResent] = useState(false);
  return (
    <AuthTemplateFrame variant={variant}>
      <FlowHeading icon={<MailIcon />} title={t('templates.verifyEmail.title')}>
        {t('templates.verifyEmail.text')}
      </FlowHeading>
      <Link to={SKIP_TARGET} className="btn btn-primary w-100">
        {t('templates.verifyEmail.skip')}
      </Link>
      <p className="text-center mt-4 mb-0">
        {t('templates.verifyEmail.notReceived')}{' '}
        <button type="button" className="btn btn-link p-0 align-baseline fw-semibold" onClick={() => setResent(true)}>
          {t('templates.verifyEmail.tryAgain')}
        </button>
      </p>
      <FlowStatus message={resent ? t('templates.verifyEmail.notSent') : null} />
    </AuthTemplateFrame>
  );
}
