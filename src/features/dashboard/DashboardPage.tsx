import { useCallback, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectCurrentUser, useMay } from '@/features/auth';
import { paths } from '@/shared/paths';
import { formatDate } from '@/shared/lib/format';
import { DashboardError } from './DashboardError';
import { DashboardFigures } from './DashboardFigures';
import { DashboardSkeleton } from './DashboardSkeleton';
import { UpcomingExits } from './UpcomingExits';
import { PayrollDueTile } from './PayrollDueTile';
import { dashboardActions, selectDashboard } from './dashboard-slice';
import './dashboard.css';

/** The root page of the signed-in area: the HR dashboard, its figures asked anew on each visit. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const { summary: arrived, loading, error, exits, payrollDue } = useAppSelector(selectDashboard);
  const mayReadPayroll = useMay('payroll', 'read');
  // The figures' many boxes render in the background, in short steps: the page stays responsive meanwhile.
  const summary = useDeferredValue(arrived);
  const mayOpenCalendar = useMay('calendar', 'read');
  const mayFollowExits = useMay('exitChecklist', 'read');
  const name = user?.additional.employee?.user.person.label ?? user?.username ?? '';

  const fetch = useCallback(() => dispatch(dashboardActions.fetch()), [dispatch]);
  useEffect(() => {
    fetch();
  }, [fetch]);
  useEffect(() => {
    if (mayFollowExits) dispatch(dashboardActions.fetchExits());
  }, [dispatch, mayFollowExits]);
  // After the figures: the payroll's warnings read every person's month, the figures come first.
  const figuresIn = arrived !== null;
  useEffect(() => {
    if (mayReadPayroll && figuresIn) dispatch(dashboardActions.fetchPayrollDue());
  }, [dispatch, mayReadPayroll, figuresIn]);

  return (
    <div className="container-fluid py-4">
      <div className="d-flex flex-wrap align-items-end gap-3 mb-4">
        <div className="flex-grow-1">
          <h1 className="h4 mb-1">{t('home.title')}</h1>
          <p className="text-body-secondary mb-0">
            {t('home.welcome', { name })}
            {/* A box of its own: the greeting painted in the first frame stays as it was. */}
            {summary && <> <span className="d-inline-block">{t('home.asOf', { date: formatDate(summary.today) })}</span></>}
          </p>
        </div>
        {mayOpenCalendar && (
          <Link to={paths.calendar()} className="btn btn-primary btn-sm">
            {t('home.calendar')}
          </Link>
        )}
      </div>
      {error && <DashboardError error={error} onRetry={fetch} />}
      {mayReadPayroll && payrollDue && <PayrollDueTile due={payrollDue} />}
      {summary ? (
        <div aria-busy={loading}>
          <DashboardFigures summary={summary} />
        </div>
      ) : (
        !error && <DashboardSkeleton />
      )}
      {mayFollowExits && exits && <UpcomingExits exits={exits} />}
    </div>
  );
}
