import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorCodes, type FieldErrors } from '@/domain/credentials';
import { authActions } from '@/features/auth';
import { useAppConfig } from '@/shared/lib/app-config';
import { CheckboxField, SubmitButton } from '@/features/templates/auth/frames/FormPieces';
import { TemplateField } from '@/features/templates/auth/frames/TemplateField';
import type { TemplateRequest } from '@/features/templates/auth/frames/use-template-request';
import { SIGN_IN_RULES, type SignInKind } from './sign-in-rules';

type Field = 'email' | 'password';

/** One sign-in form: by email (pre-filled with the demo account) or by phone number. */
export function SignInPane({ kind, request }: { kind: SignInKind; request: TemplateRequest }) {
  const { t } = useTranslation();
  const { demoAccount } = useAppConfig();
  const prefilled = kind === 'email' ? demoAccount : null;
  const [identifier, setIdentifier] = useState(prefilled?.email ?? '');
  const [password, setPassword] = useState(prefilled?.password ?? '');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = SIGN_IN_RULES[kind].safeParse({ email: identifier.trim(), password });
    if (!parsed.success) {
      request.forget();
      setErrors(fieldErrorCodes<Field>(parsed.error));
      return;
    }
    setErrors({});
    request.send(authActions.login({ ...parsed.data, remember, returnUrl: null, stay: true }));
  };

  const message = (field: Field) => (errors[field] ? t(`validation.${errors[field]}`) : undefined);
  return (
    <form noValidate autoComplete="off" onSubmit={submit}>
      <TemplateField
        label={t(`templates.signIn.${kind}`)}
        type={kind === 'email' ? 'email' : 'tel'}
        inputMode={kind === 'email' ? 'email' : 'tel'}
        placeholder={t(`templates.signIn.${kind}Placeholder`)}
        value={identifier}
        onChange={setIdentifier}
        error={message('email')}
      />
      <TemplateField
        label={t('templates.signIn.password')}
        type="password"
        placeholder={t('templates.signIn.passwordPlaceholder')}
        value={password}
        onChange={setPassword}
        error={message('password')}
      />
      <CheckboxField label={t('templates.signIn.rememberMe')} checked={remember} onChange={setRemember} />
      <SubmitButton loading={request.loading}>{t('templates.signIn.submit')}</SubmitButton>
    </form>
  );
}
