import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DigitCodeInput } from '@/shared/ui/DigitCodeInput';
import { LockIcon } from '@/shared/ui/icons';
import { AuthTemplateFrame } from '@/features/templates/auth/frames/AuthTemplateFrame';
import type { FlowPageProps } from '@/features/templates/auth/variants';
import { FlowHeading, FlowStatus } from '@/features/templates/auth/frames/FormPieces';

/** The template screens ask for 4 digits (the product's activation, 5). */
const TWO_STEP_CODE_LENGTH = 4;

const emptyCode = () => Array.from({ length: TWO_STEP_CODE_LENGTH }, () => '');

/** Two-step verification: the same digit boxes as the activation; Confirm is wired to no call. */
export default function TwoStepsTemplatePage({ variant }: FlowPageProps) {
  const { t } = useTranslation();
  const messageId = useId();
  const boxes = useRef<HTMLFieldSetElement>(null);
  const [digits, setDigits] = useState<string[]>(emptyCode);
  const [incomplete, setIncomplete] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const count = TWO_STEP_CODE_LENGTH;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const firstEmpty = digits.indexOf('');
    setIncomplete(firstEmpty !== -1);
    setConfirmed(firstEmpty === -1);
    if (firstEmpty !== -1) boxes.current?.querySelectorAll('input')[firstEmpty]?.focus();
  };

  return (
    <AuthTemplateFrame variant={variant}>
      <FlowHeading icon={<LockIcon />} title={t('templates.twoSteps.title')}>
        {t('templates.twoSteps.text', { count })}
      </FlowHeading>
      <form noValidate autoComplete="off" onSubmit={submit}>
        <fieldset ref={boxes} aria-describedby={incomplete ? messageId : undefined}>
          <legend className="visually-hidden">{t('templates.twoSteps.legend')}</legend>
          <DigitCodeInput
            value={digits}
            onChange={setDigits}
            invalid={incomplete}
            boxLabel={(position) => t('templates.twoSteps.digit', { position, count })}
          />
        </fieldset>
        {incomplete && (
          <div id={messageId} className="invalid-feedback d-block text-center" role="alert">
            {t('templates.twoSteps.incomplete', { count })}
          </div>
        )}
        <button type="submit" className="btn btn-primary w-100 mt-4">
          {t('templates.twoSteps.confirm')}
        </button>
      </form>
      <FlowStatus message={confirmed ? t('templates.twoSteps.notChecked') : null} />
    </AuthTemplateFrame>
  );
}
