import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { attendanceCorrectionInputSchema } from '@/domain/hr/self-service';
import { schemaErrors, useFieldText, useWriteOutcome, type ShownErrors } from '../record/field-errors';
import { selectSelfService, selfServiceActions } from '../record/self-service-slice';
import { withSelfServiceStore } from '../record/self-service-store';
import '../record/self-service.css';

withSelfServiceStore();

const localToday = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

const EMPTY = { checkIn: '', checkOut: '', breakMinutes: '', reason: '' };

/**
 * Asks for a day's attendance to be corrected (day, arrival, departure, break, reason): the
 * employee's manager decides it. The errors show beside their fields, in the user's language.
 */
export function AttendanceCorrectionForm({ employeeId, date, onDone }: { employeeId: number; date?: string; onDone?: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const fieldText = useFieldText();
  const { writing } = useAppSelector(selectSelfService);
  const [values, setValues] = useState({ ...EMPTY, date: date ?? '' });
  const [errors, setErrors] = useState<ShownErrors>({});
  const done = useCallback(() => {
    setValues({ ...EMPTY, date: date ?? '' });
    setErrors({});
    dispatch(selfServiceActions.loadCorrections(employeeId));
    onDone?.();
  }, [date, dispatch, employeeId, onDone]);
  const server = useWriteOutcome('correction', t('selfService.correction.sent'), done);
  const shown = { ...server, ...errors };

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((now) => ({ ...now, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { employeeId, ...values, breakMinutes: values.breakMinutes === '' ? 0 : Number(values.breakMinutes) };
    const parsed = attendanceCorrectionInputSchema.safeParse(input);
    const found = schemaErrors(parsed);
    if (!values.date) found.date = { code: 'required' };
    if (values.date > localToday()) found.date = { code: 'futureDay' };
    setErrors(found);
    if (parsed.success && Object.keys(found).length === 0) dispatch(selfServiceActions.askCorrection(parsed.data));
  };

  const field = (name: 'date' | 'checkIn' | 'checkOut' | 'breakMinutes', type: string, extra: Record<string, string | number> = {}) => {
    const id = `correction-${name}`;
    const error = fieldText(shown[name]);
    return (
      <div className="self-field">
        <label htmlFor={id} className="form-label">
          {t(`selfService.correction.${name}`)}
        </label>
        <input
          id={id}
          type={type}
          className={`form-control${error ? ' is-invalid' : ''}`}
          value={values[name]}
          onChange={set(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...extra}
        />
        {error && (
          <div id={`${id}-error`} className="invalid-feedback">
            {error}
          </div>
        )}
      </div>
    );
  };
  const reasonError = fieldText(shown.reason);

  return (
    <form className="self-form" onSubmit={submit} noValidate aria-label={t('selfService.correction.title')}>
      <p className="text-body-secondary small mb-2">{t('selfService.correction.intro')}</p>
      <div className="self-grid">
        {field('date', 'date', { max: localToday() })}
        {field('checkIn', 'time')}
        {field('checkOut', 'time')}
        {field('breakMinutes', 'number', { min: 0, max: 720, inputMode: 'numeric' })}
      </div>
      <div className="self-field">
        <label htmlFor="correction-reason" className="form-label">
          {t('selfService.correction.reason')}
        </label>
        <textarea
          id="correction-reason"
          className={`form-control${reasonError ? ' is-invalid' : ''}`}
          rows={2}
          value={values.reason}
          onChange={set('reason')}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? 'correction-reason-error' : undefined}
        />
        {reasonError && (
          <div id="correction-reason-error" className="invalid-feedback">
            {reasonError}
          </div>
        )}
      </div>
      <button type="submit" className="btn btn-primary self-button" disabled={writing === 'correction'}>
        {writing === 'correction' && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {t('selfService.correction.send')}
      </button>
    </form>
  );
}
