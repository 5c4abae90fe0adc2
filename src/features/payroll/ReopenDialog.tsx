import { useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { REOPEN_DEFAULT_HOURS, REOPEN_MAX_HOURS, type ReopenInput } from '@/domain/hr/payroll';
import { DialogForm } from '@/shared/ui/DialogForm';

/** Reopening a closed month: why (required), and for how long (24 hours unless told). */
export function ReopenDialog({ title, busy, general, onReopen, onCancel }: { title: string; busy: boolean; general: string | null; onReopen(input: ReopenInput): void; onCancel(): void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [hours, setHours] = useState(REOPEN_DEFAULT_HOURS);
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    onReopen({ reason: reason.trim(), hours });
  };
  return (
    <Modal show onHide={onCancel} centered aria-labelledby="payroll-reopen-title">
      <DialogForm titleId="payroll-reopen-title" title={title} general={general} busy={busy} submitLabel={t('payroll.reopen.submit')} onSubmit={submit} onCancel={onCancel}>
        <p className="text-body-secondary">{t('payroll.reopen.hint')}</p>
        <div className="mb-3">
          <label htmlFor="payroll-reopen-reason" className="form-label">
            {t('payroll.reopen.reason')}
          </label>
          <textarea
            id="payroll-reopen-reason"
            className={`form-control${missing ? ' is-invalid' : ''}`}
            rows={3}
            maxLength={500}
            value={reason}
            aria-invalid={missing}
            aria-describedby={missing ? 'payroll-reopen-reason-error' : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
          />
          {missing && (
            <div id="payroll-reopen-reason-error" className="invalid-feedback">
              {t('validation.required')}
            </div>
          )}
        </div>
        <div>
          <label htmlFor="payroll-reopen-hours" className="form-label">
            {t('payroll.reopen.hours')}
          </label>
          <input
            id="payroll-reopen-hours"
            type="number"
            className="form-control"
            min={1}
            max={REOPEN_MAX_HOURS}
            value={hours}
            onChange={(event) => setHours(Math.min(REOPEN_MAX_HOURS, Math.max(1, Math.round(Number(event.target.value) || REOPEN_DEFAULT_HOURS))))}
          />
        </div>
      </DialogForm>
    </Modal>
  );
}
