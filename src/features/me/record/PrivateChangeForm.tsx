import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PRIVATE_CHANGE_FIELDS, privateChangeInputSchema, type PrivateChangeField } from '@/domain/hr/private-change';
import { schemaErrors, useFieldText, useWriteOutcome, type ShownErrors } from './field-errors';
import { selectSelfService, selfServiceActions } from './self-service-slice';

type Values = Record<PrivateChangeField, string>;

/** Asks HR to change one's personal e-mail, address or emergency contact: the fields changed go, as one request. */
export function PrivateChangeForm({ employeeId, current, onClose }: { employeeId: number; current: Values; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const fieldText = useFieldText();
  const { writing } = useAppSelector(selectSelfService);
  const [values, setValues] = useState<Values>(current);
  const [errors, setErrors] = useState<ShownErrors>({});
  const server = useWriteOutcome('change', t('selfService.record.changeSent'), useCallback(() => onClose(), [onClose]));
  const shown = { ...server, ...errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = PRIVATE_CHANGE_FIELDS.filter((field) => values[field].trim() !== current[field].trim());
    const input: Record<string, unknown> = { employeeId, fields };
    for (const field of fields) if (values[field].trim() !== '') input[field] = values[field];
    const parsed = privateChangeInputSchema.safeParse(input);
    const found = schemaErrors(parsed);
    if (fields.length === 0) found.form = { code: 'nothingChanged' };
    setErrors(found);
    if (parsed.success && fields.length > 0) dispatch(selfServiceActions.askChange(parsed.data));
  };

  return (
    <form className="self-form" onSubmit={submit} noValidate aria-label={t('selfService.record.askTitle')}>
      <p className="alert alert-info small mb-0">{t('selfService.record.goesToHr')}</p>
      {PRIVATE_CHANGE_FIELDS.map((field) => {
        const id = `private-${field}`;
        const error = fieldText(shown[field]);
        const props = {
          id,
          className: `form-control${error ? ' is-invalid' : ''}`,
          value: values[field],
          onChange: (event: { target: { value: string } }) => setValues((now) => ({ ...now, [field]: event.target.value })),
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
        };
        return (
          <div className="self-field" key={field}>
            <label htmlFor={id} className="form-label">
              {t(`selfService.fields.${field}`)}
            </label>
            {field === 'address' ? <textarea rows={2} {...props} /> : <input type={field === 'emergencyContactPhone' ? 'tel' : field === 'personalEmail' ? 'email' : 'text'} {...props} />}
            {error && (
              <div id={`${id}-error`} className="invalid-feedback">
                {error}
              </div>
            )}
          </div>
        );
      })}
      {shown.form && <p className="text-danger small mb-0">{t('selfService.record.nothingChanged')}</p>}
      <div className="d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary self-button" disabled={writing === 'change'}>
          {t('selfService.record.send')}
        </button>
        <button type="button" className="btn btn-outline-secondary self-button" onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
