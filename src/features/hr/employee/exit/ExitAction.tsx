import { localIsoDay } from '@/domain/rules/calendar';
import type { AreaItem } from '@/contract/areas';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { isIsoDate } from '@/domain/common';
import { EXIT_REASONS } from '@/domain/hr/employee';
import { hrActions } from '@/features/hr/resources';
import { useFieldErrorText } from '@/features/hr/toolkit/error-params';
import type { FormErrors } from '@/features/hr/toolkit/form-definition';
import { useMayOnHrRecord } from '@/features/hr/toolkit/record-access';
import { recordGender } from '@/features/hr/toolkit/record-gender';
import { serverErrors } from '@/features/hr/toolkit/use-resource-form';
import { formatDate } from '@/shared/lib/format';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { useErrorText } from '@/shared/ui/use-error-text';
import '../employee.css';

const actions = hrActions('employee');

/** What the dialog itself finds missing before anything is sent. */
function missing(exitDate: string, exitReason: string): FormErrors {
  const errors: FormErrors = {};
  if (exitDate === '') errors.exitDate = { code: 'required' };
  else if (!isIsoDate(exitDate)) errors.exitDate = { code: 'invalidDate' };
  if (exitReason.trim() === '') errors.exitReason = { code: 'required' };
  return errors;
}

/**
 * "Leaving the company": the exit date (today unless changed) and the reason, both required,
 * saved as a normal update quoting the version: status 'left', the date and the reason kept.
 */
export function ExitAction({ record }: { record: AreaItem<'employee'> }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const fieldErrorText = useFieldErrorText();
  const errorText = useErrorText();
  const id = useId();
  const { save, saveError } = useAppSelector((state) => state.employee);
  // Open for the version it was opened on: once the exit is saved, the new version closes it.
  const [openAt, setOpenAt] = useState<number | null>(null);
  const [sent, setSent] = useState(false);
  const [exitDate, setExitDate] = useState('');
  const [exitReason, setExitReason] = useState('');
  const [checked, setChecked] = useState(false);
  // Leaving archives the employee: the permission to delete one.
  const mayArchive = useMayOnHrRecord('employee', 'delete', record);

  useEffect(() => {
    if (!sent || save !== 'saved') return;
    toast.success(t('hr.employee.exit.savedToast'));
    dispatch(actions.resetSave());
  }, [sent, save, t, dispatch]);

  // A departure recorded ahead: said until the day (the employee still counts until then).
  if (typeof record.leavingOn === 'string') {
    return (
      <span className="badge rounded-pill bg-warning-subtle text-warning-emphasis border border-warning-subtle align-self-center" data-testid="leaving-on">
        {t('hr.employee.leavingOn', { date: formatDate(record.leavingOn) })}
      </span>
    );
  }
  if (record.status === 'left' || !mayArchive) return null;

  const refusal = sent && save === 'failed' ? saveError : null;
  const errors: FormErrors = { ...(checked ? missing(exitDate, exitReason) : {}), ...serverErrors(refusal?.fieldErrors) };
  const stale = refusal?.status === 409 && !refusal.fieldErrors;
  const general = refusal && !errors.exitDate && !errors.exitReason ? (stale ? t('hr.form.stale') : errorText(refusal)) : null;
  const close = () => {
    setOpenAt(null);
    setSent(false);
    dispatch(actions.resetSave());
  };
  const confirm = () => {
    setChecked(true);
    if (Object.keys(missing(exitDate, exitReason)).length > 0) return;
    setSent(true);
    dispatch(
      actions.save({ id: record.id, version: record.version, input: { ...record, status: 'left', exitDate, exitReason } }),
    );
  };
  const field = (name: 'exitDate' | 'exitReason') => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    'aria-required': true,
    className: `form-control${errors[name] ? ' is-invalid' : ''}`,
  });
  const errorOf = (name: 'exitDate' | 'exitReason') =>
    errors[name] && (
      <div id={`${id}-${name}-error`} className="invalid-feedback d-block">
        {fieldErrorText(errors[name])}
      </div>
    );

  return (
    <>
      <button
        type="button"
        className="btn btn-outline-danger btn-sm employee-outline"
        onClick={() => {
          dispatch(actions.resetSave());
          setExitDate(localIsoDay());
          setExitReason('');
          setChecked(false);
          setSent(false);
          setOpenAt(record.version);
        }}
      >
        {t('hr.employee.exit.open')}
      </button>
      <ConfirmDialog
        show={openAt === record.version}
        title={t('hr.employee.exit.title')}
        confirmLabel={t('hr.employee.exit.confirm')}
        busy={sent && save === 'saving'}
        onConfirm={confirm}
        onCancel={close}
      >
        <p>{t('hr.employee.exit.text', { name: String(record.fullName ?? ''), context: recordGender('employee', record, t) })}</p>
        <div className="mb-3">
          <label htmlFor={`${id}-exitDate`} className="form-label">
            {t('hr.employee.fields.exitDate')}
            <span aria-hidden="true"> *</span>
          </label>
          <input type="date" {...field('exitDate')} value={exitDate} onChange={(event) => setExitDate(event.target.value)} />
          {errorOf('exitDate')}
        </div>
        <div>
          <label htmlFor={`${id}-exitReason`} className="form-label">
            {t('hr.employee.fields.exitReason')}
            <span aria-hidden="true"> *</span>
          </label>
          <select {...field('exitReason')} className={`form-select${errors.exitReason ? ' is-invalid' : ''}`} value={exitReason} onChange={(event) => setExitReason(event.target.value)}>
            <option value="">{t('hr.form.choose')}</option>
            {EXIT_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`hr.employee.values.exitReason.${reason}`)}
              </option>
            ))}
          </select>
          {errorOf('exitReason')}
        </div>
        {general && (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {general}
          </div>
        )}
      </ConfirmDialog>
    </>
  );
}
