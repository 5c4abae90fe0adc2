import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthTemplateFrame } from '@/features/templates/auth/frames/AuthTemplateFrame';
import { FlowHeading, FlowStatus, OtherFlowLink, SubmitButton } from '@/features/templates/auth/frames/FormPieces';
import { TemplateField } from '@/features/templates/auth/frames/TemplateField';
import type { FlowPageProps, FrameVariant } from '@/features/templates/auth/variants';

/**
 * Where "I remember my password" leads: the basic screen's whole sentence
 * is the link; the others add "Click here" back to the sign-in of their own look.
 */
const SIGN_IN_LINKS: Record<FrameVariant, { to: string; wholeSentence: boolean }> = {
  basic: { to: '/auth-login-basic', wholeSentence: true },
  cover: { to: '/auth-login-cover', wholeSentence: false },
  boxed: { to: '/auth-login-boxed', wholeSentence: false },
  modern: { to: '/auth-login-modern', wholeSentence: false },
};

/**
 * "Forgot Password?": the form asks only for an address (no format rule, a plain text
 * field); the form is wired to no call, so it says that nothing was sent.
 */
export default function ResetPasswordTemplatePage({ variant }: FlowPageProps) {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const signIn = SIGN_IN_LINKS[variant];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    setMissing(address === '');
    setSentTo(address === '' ? null : address);
    if (address === '') document.getElementById(id)?.focus();
  };

  return (
    <AuthTemplateFrame variant={variant}>
      <FlowHeading title={t('templates.resetPassword.title')} />
      <p className="alert alert-warning text-center">{t('templates.resetPassword.notice')}</p>
      <form noValidate autoComplete="off" onSubmit={submit}>
        <TemplateField
          id={id}
          type="text"
          required
          label={t('templates.resetPassword.email')}
          placeholder={t('templates.resetPassword.emailPlaceholder')}
          value={email}
          error={missing ? t('templates.resetPassword.emailRequired') : undefined}
          onChange={setEmail}
        />
        <SubmitButton>{t('templates.resetPassword.submit')}</SubmitButton>
      </form>
      <FlowStatus message={sentTo === null ? null : t('templates.resetPassword.notSent', { email: sentTo })} />
      {signIn.wholeSentence ? (
        <p className="text-center mt-4 mb-0">
          <Link to={signIn.to} className="fw-semibold">
            {t('templates.flows.rememberedPassword')}
          </Link>
        </p>
      ) : (
        <OtherFlowLink
          text={t('templates.flows.rememberedPassword')}
          link={t('templates.flows.clickHere')}
          to={signIn.to}
        />
      )}
    </AuthTemplateFrame>
  );
}
