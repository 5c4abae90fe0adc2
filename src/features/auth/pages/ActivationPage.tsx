import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ACTIVATION_CODE_LENGTH, ACTIVATION_ORIGIN } from '@/domain/credentials';
import { DigitCodeInput } from '@/shared/ui/DigitCodeInput';
import { AuthFrame } from '../AuthFrame';
import { authActions, selectActivationStatus } from '../auth-slice';

const emptyCode = () => Array.from({ length: ACTIVATION_CODE_LENGTH }, () => '');

export default function ActivationPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { email = '' } = useParams();
  const status = useAppSelector(selectActivationStatus);
  const [digits, setDigits] = useState<string[]>(emptyCode);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    dispatch(authActions.resetActivation());
  }, [dispatch]);

  useEffect(() => {
    if (status !== 'succeeded') return;
    toast.success(
      <div>
        <strong className="d-block">{t('auth.activation.successTitle')}</strong>
        {t('auth.activation.successText')}
      </div>,
    );
  }, [status, t]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = digits.join('');
    if (code.length !== ACTIVATION_CODE_LENGTH) {
      setMissing(true);
      return;
    }
    setMissing(false);
    dispatch(authActions.activate({ code, username: email, origin: ACTIVATION_ORIGIN }));
  };

  const message = missing
    ? t('auth.activation.codeRequired')
    : status === 'failed'
      ? t('auth.activation.failed')
      : null;
  return (
    <AuthFrame>
      <div className="text-center mb-4">
        <h1 className="h4 text-primary">{t('auth.activation.title')}</h1>
        <p className="text-body-secondary mb-0">
          {t('auth.activation.subtitle', { count: ACTIVATION_CODE_LENGTH, email })}
        </p>
      </div>
      <form noValidate autoComplete="off" onSubmit={submit}>
        <fieldset>
          <legend className="visually-hidden">{t('auth.activation.legend')}</legend>
          <DigitCodeInput
            value={digits}
            onChange={setDigits}
            invalid={message !== null}
            autoFocus
            disabled={status === 'loading' || status === 'succeeded'}
            boxLabel={(position) =>
              t('auth.activation.digit', { position, count: ACTIVATION_CODE_LENGTH })
            }
          />
        </fieldset>
        <div className="text-center mt-2" aria-live="polite">
          {message && <div className="text-danger small" role="alert">{message}</div>}
        </div>
        <button
          type="submit"
          className="btn btn-primary w-100 mt-4"
          disabled={status === 'loading' || status === 'succeeded'}
        >
          {status === 'loading' && (
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          )}
          {t('auth.activation.submit')}
        </button>
      </form>
    </AuthFrame>
  );
}
