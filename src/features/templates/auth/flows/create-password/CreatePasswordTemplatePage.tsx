import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LockIcon } from '@/shared/ui/icons';
import { AuthTemplateFrame } from '@/features/templates/auth/frames/AuthTemplateFrame';
import {
  CheckboxField,
  FlowHeading,
  FlowStatus,
  OtherFlowLink,
  SubmitButton,
} from '@/features/templates/auth/frames/FormPieces';
import { TemplateField } from '@/features/templates/auth/frames/TemplateField';
import type { FlowPageProps } from '@/features/templates/auth/variants';

type Field = 'password' | 'confirm';
type Missing = Record<Field, boolean>;

const NONE_MISSING: Missing = { password: false, confirm: false };

/**
 * "Set new password". The two passwords are not checked to match, and the form
 * is wired to no call: both fields are only required, and the answer says nothing changed.
 */
export default function CreatePasswordTemplatePage({ variant }: FlowPageProps) {
  const { t } = useTranslation();
  const ids = { password: useId(), confirm: useId() };
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirm: '' });
  const [remember, setRemember] = useState(false);
  const [missing, setMissing] = useState<Missing>(NONE_MISSING);
  const [submitted, setSubmitted] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Missing = { password: values.password === '', confirm: values.confirm === '' };
    setMissing(next);
    setSubmitted(!next.password && !next.confirm);
    const firstMissing = (['password', 'confirm'] as const).find((field) => next[field]);
    if (firstMissing) document.getElementById(ids[firstMissing])?.focus();
  };

  return (
    <AuthTemplateFrame variant={variant}>
      <FlowHeading icon={<LockIcon />} title={t('templates.createPassword.title')}>
        {t('templates.createPassword.text')}
      </FlowHeading>
      <form noValidate autoComplete="off" onSubmit={submit}>
        <TemplateField
          id={ids.password}
          type="password"
          required
          label={t('templates.createPassword.password')}
          placeholder={t('templates.createPassword.passwordPlaceholder')}
          value={values.password}
          error={missing.password ? t('templates.createPassword.passwordRequired') : undefined}
          hint={t('validation.passwordRequired')}
          onChange={(password) => setValues({ ...values, password })}
        />
        <TemplateField
          id={ids.confirm}
          type="password"
          required
          label={t('templates.createPassword.confirm')}
          placeholder={t('templates.createPassword.confirmPlaceholder')}
          value={values.confirm}
          error={missing.confirm ? t('templates.createPassword.confirmRequired') : undefined}
          onChange={(confirm) => setValues({ ...values, confirm })}
        />
        <CheckboxField
          className="mb-4"
          label={t('templates.createPassword.rememberMe')}
          checked={remember}
          onChange={setRemember}
        />
        <SubmitButton>{t('templates.createPassword.submit')}</SubmitButton>
      </form>
      <FlowStatus message={submitted ? t('templates.createPassword.notChanged') : null} />
      <OtherFlowLink
        text={t('templates.flows.rememberedPassword')}
        link={t('templates.flows.clickHere')}
        to="/auth-login-basic"
      />
    </AuthTemplateFrame>
  );
}
