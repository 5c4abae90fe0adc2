import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ErrorState } from '@/features/hr';
import { AdminHeading } from '@/shared/ui/AdminBreadcrumb';
import { EnterpriseSelect } from '@/shared/ui/EnterpriseSelect';
import { PayrollIcon } from '@/shared/ui/icons';
import { MonthPanel } from './MonthPanel';
import { PayrollCodesTable } from './PayrollCodesTable';
import { PayrollMonths } from './PayrollMonths';
import { payrollActions } from './payroll-slice';
import { useMonthName } from './use-month-name';
import './payroll.css';

/**
 * The payroll (HR, docs/payroll.md): each enterprise's months and their status, a month's
 * warnings, closing and reopening it, its export in a format, and the enterprise's payroll codes.
 */
export default function PayrollPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const monthName = useMonthName();
  const state = useAppSelector((root) => root.payroll);
  const [chosen, setChosen] = useState<number | null>(null);
  const [month, setMonth] = useState<string | null>(null);
  const title = t('menu.payroll');
  const enterprises = state.overview?.items ?? [];
  const enterprise = enterprises.find((one) => one.id === chosen) ?? enterprises[0];
  const enterpriseId = enterprise?.id;

  useEffect(() => {
    dispatch(payrollActions.load());
  }, [dispatch]);
  useEffect(() => {
    if (enterpriseId !== undefined) dispatch(payrollActions.loadCodes(enterpriseId));
  }, [dispatch, enterpriseId]);
  useEffect(() => {
    if (enterpriseId !== undefined && month) dispatch(payrollActions.openMonth({ enterpriseId, month }));
  }, [dispatch, enterpriseId, month]);
  const { done } = state;
  useEffect(() => {
    if (done) toast.success(t(`payroll.done.${done.kind}`, { month: done.month ? monthName(done.month) : '' }));
    // Said once, when it happens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done]);

  const detail = state.detail && state.detail.enterpriseId === enterpriseId && state.detail.month === month ? state.detail : null;

  return (
    <div className="container-fluid py-4">
      <AdminHeading title={title} icon={<PayrollIcon aria-hidden="true" />} intro={t('payroll.intro')} />
      {state.error && <ErrorState error={state.error} onRetry={() => dispatch(payrollActions.load())} />}
      {enterprise && (
        <>
          <div className="d-flex flex-wrap align-items-end gap-3">
            {enterprises.length > 1 && (
              <EnterpriseSelect
                id="payroll-enterprise"
                label={t('payroll.enterprise')}
                enterprises={enterprises}
                value={enterprise.id}
                onChange={(id) => {
                  setChosen(id);
                  setMonth(null);
                }}
              />
            )}
            <p className="small text-body-secondary mb-2">{enterprise.payrollDossier ? t('payroll.dossier', { dossier: enterprise.payrollDossier }) : t('payroll.noDossier')}</p>
          </div>
          <section className="card mt-3" aria-labelledby="payroll-months-title" aria-busy={state.loading}>
            <div className="card-body">
              <h2 id="payroll-months-title" className="h5">
                {t('payroll.months.title')}
              </h2>
              <PayrollMonths months={enterprise.months} selected={month} onOpen={setMonth} />
            </div>
          </section>
          {detail && <MonthPanel key={`${detail.enterpriseId}-${detail.month}`} detail={detail} dossier={enterprise.payrollDossier} />}
          <section className="card mt-3" aria-labelledby="payroll-codes-title">
            <div className="card-body">
              <h2 id="payroll-codes-title" className="h5">
                {t('payroll.codes.title')}
              </h2>
              <p className="small text-body-secondary">{t('payroll.codes.intro')}</p>
              {state.codes && state.codes.enterpriseId === enterprise.id && <PayrollCodesTable key={enterprise.id} codes={state.codes} />}
            </div>
          </section>
        </>
      )}
    </div>
  );
}
