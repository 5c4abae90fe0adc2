import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { contactChangeSchema } from '@/domain/hr/private-change';
import { schemaErrors, useFieldText, useWriteOutcome, type ShownErrors } from './field-errors';
import { selectSelfService, selfServiceActions } from './self-service-slice';

/** One's phone, changed directly (it is no private data): PUT /app/my/contact. */
export function PhoneEditor({ employeeId, phone, version }: { employeeId: number; phone?: string; version: number }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const fieldText = useFieldText();
  const { writing } = useAppSelector(selectSelfService);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(phone ?? '');
  const [errors, setErrors] = useState<ShownErrors>({});
  const done = useCallback(() => setEditing(false), []);
  const server = useWriteOutcome('phone', t('selfService.record.phoneSaved'), done);
  const error = fieldText(errors.phone ?? server.phone);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = contactChangeSchema.safeParse({ phone: value, version });
    setErrors(schemaErrors(parsed));
    if (parsed.success) dispatch(selfServiceActions.changePhone({ ...parsed.data, employeeId }));
  };

  if (!editing) {
    return (
      <div className="self-line">
        <span>{phone ?? '—'}</span>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm self-button"
          onClick={() => {
            setValue(phone ?? '');
            setErrors({});
            setEditing(true);
          }}
        >
          {t('selfService.record.editPhone')}
        </button>
      </div>
    );
  }
  return (
    <form className="self-form" onSubmit={submit} noValidate>
      <div className="self-field">
        <label htmlFor="my-phone" className="visually-hidden">
          {t('selfService.record.phone')}
        </label>
        <input
          id="my-phone"
          type="tel"
          autoComplete="tel"
          className={`form-control${error ? ' is-invalid' : ''}`}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'my-phone-error' : undefined}
        />
        {error && (
          <div id="my-phone-error" className="invalid-feedback">
            {error}
          </div>
        )}
      </div>
      <div className="d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary self-button" disabled={writing === 'phone'}>
          {t('selfService.record.save')}
        </button>
        <button type="button" className="btn btn-outline-secondary self-button" onClick={() => setEditing(false)}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
