import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiErrorInfo } from '@/api';
import type { StandInInput } from '@/domain/hr/approval';
import { ReferencePicker, recordLabels } from '@/features/hr';

interface Props {
  /** The manager named for: fixed to oneself, or chosen (HR). */
  managerId?: number;
  today: string;
  busy: boolean;
  refusal: ApiErrorInfo | null;
  onSave(input: StandInInput): void;
}

/** Names a stand-in: who (and for whom, for HR), from which day to which, both included. */
export function StandInForm({ managerId, today, busy, refusal, onSave }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState({ managerId: managerId === undefined ? '' : String(managerId), standInId: '', startDate: today, endDate: today });
  const change = (next: Partial<typeof values>) => setValues({ ...values, ...next });
  const errorOf = (field: string) => {
    const error = refusal?.fieldErrors?.[field];
    return error ? t(`validation.${error.code}`, { defaultValue: error.message }) : undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ managerId: Number(values.managerId), standInId: Number(values.standInId), startDate: values.startDate, endDate: values.endDate });
  };
  const picker = (field: 'managerId' | 'standInId') => (
    <div className="col-12 col-md-6">
      <label htmlFor={`${id}-${field}`} className="form-label">
        {t(`approval.standIns.${field === 'managerId' ? 'manager' : 'standIn'}`)}
      </label>
      <ReferencePicker
        lookupKey={`approval.${field}`}
        area="employee"
        value={values[field]}
        onChange={(value) => change({ [field]: value })}
        label={recordLabels.employee}
        inputId={`${id}-${field}`}
        invalid={Boolean(errorOf(field))}
        describedBy={`${id}-${field}-error`}
        required
      />
      <div id={`${id}-${field}-error`} className="invalid-feedback d-block">
        {errorOf(field)}
      </div>
    </div>
  );
  const date = (field: 'startDate' | 'endDate') => (
    <div className="col-6 col-md-3">
      <label htmlFor={`${id}-${field}`} className="form-label">
        {t(`approval.standIns.${field === 'startDate' ? 'from' : 'to'}`)}
      </label>
      <input id={`${id}-${field}`} type="date" className={`form-control${errorOf(field) ? ' is-invalid' : ''}`} value={values[field]} required onChange={(event) => change({ [field]: event.target.value })} />
      <div className="invalid-feedback">{errorOf(field)}</div>
    </div>
  );
  return (
    <form className="card mb-4" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <h2 id={`${id}-title`} className="h6">
          {t('approval.standIns.name')}
        </h2>
        <div className="row g-3 align-items-start">
          {managerId === undefined && picker('managerId')}
          {picker('standInId')}
          {date('startDate')}
          {date('endDate')}
        </div>
        {refusal && !refusal.fieldErrors && (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {refusal.code ? t(`apiErrors.${refusal.code}`, { defaultValue: refusal.message }) : refusal.message}
          </div>
        )}
        <button type="submit" className="btn btn-primary mt-3 approval-touch" disabled={busy || values.standInId === '' || values.managerId === ''}>
          {t('approval.standIns.submit')}
        </button>
      </div>
    </form>
  );
}
