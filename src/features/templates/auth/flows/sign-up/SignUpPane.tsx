import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fieldErrorCodes, type FieldErrors } from '@/domain/credentials';
import { authActions } from '@/features/auth';
import { SubmitButton } from '@/features/templates/auth/frames/FormPieces';
import { TemplateField } from '@/features/templates/auth/frames/TemplateField';
import type { TemplateRequest } from '@/features/templates/auth/frames/use-template-request';
import { SIGN_UP_RULES, signUpMessageKey, type SignUpField, type SignUpKind } from './sign-up-rules';

/** Where the Terms of Use note leads: the template has no such page yet. */
const TERMS_PATH = '/pages-coming-soon';

interface SignUpPaneProps {
  kind: SignUpKind;
  request: TemplateRequest;
  boxed: boolean;
  /** Leads to the Email ID tab (the phone pane cannot register). */
  toEmailTab?: () => void;
}

/** One sign-up form: by email (registers through the fake backend) or by phone number. */
export function SignUpPane({ kind, request, boxed, toEmailTab }: SignUpPaneProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<SignUpField, string>>({ email: '', phone: '', username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<SignUpField>>({});
  const [phoneRefused, setPhoneRefused] = useState(false);

  const change = (field: SignUpField) => (value: string) => setValues((previous) => ({ ...previous, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPhoneRefused(false);
    const parsed =
      kind === 'email'
        ? SIGN_UP_RULES.email.safeParse({ email: values.email.trim(), username: values.username, password: values.password })
        : SIGN_UP_RULES.phone.safeParse({ phone: values.phone, username: values.username, password: values.password });
    if (!parsed.success) {
      request.forget();
      setErrors(fieldErrorCodes<SignUpField>(parsed.error));
      return;
    }
    setErrors({});
    if ('email' in parsed.data) request.send(authActions.register({ ...parsed.data, stay: true }));
    else setPhoneRefused(true);
  };

  const message = (field: SignUpField) => {
    const code = errors[field];
    return code ? t(signUpMessageKey(code, boxed)) : undefined;
  };
  return (
    <form noValidate autoComplete="off" onSubmit={submit}>
      {kind === 'email' ? (
        <TemplateField
          label={t('templates.signUp.email')}
          type="email"
          inputMode="email"
          placeholder={t('templates.signUp.emailPlaceholder')}
          value={values.email}
          onChange={change('email')}
          error={message('email')}
        />
      ) : (
        <TemplateField
          label={t('templates.signUp.phone')}
          type="tel"
          inputMode="tel"
          placeholder={t('templates.signUp.phonePlaceholder')}
          value={values.phone}
          onChange={change('phone')}
          error={message('phone')}
        />
      )}
      <TemplateField
        label={t('templates.signUp.username')}
        type="text"
        placeholder={t('templates.signUp.usernamePlaceholder')}
        value={values.username}
        onChange={change('username')}
        error={message('username')}
      />
      <TemplateField
        label={t('templates.signUp.password')}
        type="password"
        placeholder={t('templates.signUp.passwordPlaceholder')}
        value={values.password}
        onChange={change('password')}
        error={message('password')}
      />
      <p className="small text-body-secondary mb-3">
        <Trans i18nKey="templates.signUp.terms" components={{ terms: <Link to={TERMS_PATH} /> }} />
      </p>
      {kind === 'phone' && (
        <div role="status">
          {phoneRefused && (
            <div className="alert alert-warning">
              {t('templates.signUp.phoneNotRegistered')}{' '}
              <button type="button" className="btn btn-link alert-link p-0 align-baseline" onClick={toEmailTab}>
                {t('templates.signUp.useEmailTab')}
              </button>
            </div>
          )}
        </div>
      )}
      <SubmitButton loading={request.loading}>{t('templates.signUp.submit')}</SubmitButton>
    </form>
  );
}
