import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { PayrollMonthDetail } from '@/contract/payroll';
import { PAYROLL_FORMATS, payrollFileName, type PayrollFormat } from '@/domain/hr/payroll';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { useErrorText } from '@/shared/ui/use-error-text';
import { MonthWarnings } from './MonthWarnings';
import { MonthStatus } from './PayrollMonths';
import { ReopenDialog } from './ReopenDialog';
import { payrollActions } from './payroll-slice';
import { useMonthName } from './use-month-name';

/** One month of one enterprise: its status and warnings, closing or reopening it, its export in a format. */
export function MonthPanel({ detail, dossier }: { detail: PayrollMonthDetail; dossier: string | undefined }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const { acting, actionError, done } = useAppSelector((root) => root.payroll);
  const monthName = useMonthName()(detail.month);
  // Asked before an action; the action done since closes the question.
  const [asked, setAsked] = useState<{ what: 'close' | 'reopen'; at: typeof done } | null>(null);
  const asking = asked && asked.at === done ? asked.what : null;
  const setAsking = (what: 'close' | 'reopen' | null) => setAsked(what && { what, at: done });
  const [format, setFormat] = useState<PayrollFormat>('csv');
  const ref = { enterpriseId: detail.enterpriseId, month: detail.month };
  const closed = detail.status === 'closed';

  return (
    <section className="card mt-3" aria-labelledby="payroll-month-title">
      <div className="card-body">
        <h2 id="payroll-month-title" className="h5 d-flex flex-wrap align-items-center gap-2">
          {t('payroll.month.title', { month: monthName, enterprise: detail.enterpriseName })} <MonthStatus month={detail} />
        </h2>
        {detail.status === 'reopened' && detail.reopenReason && <p className="small text-body-secondary">{t('payroll.month.reopenReason', { reason: detail.reopenReason })}</p>}
        {actionError && !asking && (
          <div className="alert alert-danger" role="alert">
            {errorText(actionError)}
          </div>
        )}
        <MonthWarnings warnings={detail.warnings} />
        <div className="d-flex flex-wrap gap-2 mt-3">
          {closed ? (
            <button type="button" className="btn btn-outline-secondary" onClick={() => setAsking('reopen')}>
              {t('payroll.reopen.button')}
            </button>
          ) : (
            <button type="button" className="btn btn-primary" onClick={() => setAsking('close')}>
              {t('payroll.close.button')}
            </button>
          )}
        </div>
      </div>
      <div className="card-body border-top">
        <h3 className="h6">{t('payroll.export.title')}</h3>
        <p className="small text-body-secondary">{closed ? t('payroll.export.kept') : t('payroll.export.preview')}</p>
        <div className="d-flex flex-wrap align-items-end gap-2">
          <div>
            <label htmlFor="payroll-format" className="form-label small mb-1">
              {t('payroll.export.format')}
            </label>
            <select id="payroll-format" className="form-select form-select-sm" value={format} onChange={(event) => setFormat(event.target.value as PayrollFormat)}>
              {PAYROLL_FORMATS.map((one) => (
                <option key={one} value={one}>
                  {t(`payroll.export.formats.${one}`)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            disabled={acting === 'exported'}
            onClick={() => dispatch(payrollActions.exportFile({ ...ref, format, fileName: payrollFileName(format, dossier, detail.enterpriseId, detail.month) }))}
          >
            {acting === 'exported' && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {t('payroll.export.download')}
          </button>
        </div>
      </div>
      <ConfirmDialog
        show={asking === 'close'}
        title={t('payroll.close.title', { month: monthName })}
        confirmLabel={t('payroll.close.confirm')}
        tone="primary"
        busy={acting === 'closed'}
        onConfirm={() => dispatch(payrollActions.close(ref))}
        onCancel={() => setAsking(null)}
      >
        {actionError && (
          <div className="alert alert-danger" role="alert">
            {errorText(actionError)}
          </div>
        )}
        <p>{t('payroll.close.text', { enterprise: detail.enterpriseName })}</p>
        {detail.warnings.count > 0 && <p className="mb-0 text-warning-emphasis">{t('payroll.close.withWarnings', { count: detail.warnings.count })}</p>}
      </ConfirmDialog>
      {asking === 'reopen' && (
        <ReopenDialog
          title={t('payroll.reopen.title', { month: monthName })}
          busy={acting === 'reopened'}
          general={actionError ? errorText(actionError) : null}
          onReopen={(input) => dispatch(payrollActions.reopen({ ...ref, input }))}
          onCancel={() => setAsking(null)}
        />
      )}
    </section>
  );
}
