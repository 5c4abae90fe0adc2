import { isIsoMonth, localIsoDay, shiftMonth } from '@/domain/rules/calendar';
import { useCallback, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ErrorState } from '../toolkit/ListStates';
import { UnitPicker } from '../toolkit/UnitPicker';
import { leaveAbsencesActions } from './absences-slice';
import { AbsenceGrid } from './AbsenceGrid';
import { AbsenceLegend } from './AbsenceLegend';
import { useDateNames } from './use-date-names';
import '../toolkit/hr-list.css';
import './absences.css';

const serviceOf = (raw: string | null) => (raw !== null && /^[1-9]\d{0,15}$/.test(raw) ? raw : '');

/** The service and month shown, kept in the address (`?serviceId=12&month=2026-03`). */
function useAbsencesUrl(today: string) {
  const [params, setParams] = useSearchParams();
  const serviceId = serviceOf(params.get('serviceId'));
  const raw = params.get('month');
  const month = isIsoMonth(raw) ? raw : today.slice(0, 7);
  const show = useCallback(
    (next: { serviceId: string; month: string }) => {
      const search = new URLSearchParams();
      if (next.serviceId) search.set('serviceId', next.serviceId);
      if (next.month !== today.slice(0, 7)) search.set('month', next.month);
      setParams(search);
    },
    [setParams, today],
  );
  return { serviceId, month, show };
}

/**
 * Who is away in a service, month by month: pick the service, step through the months; each
 * person's approved leaves are bars (pending ones hatched), weekends and public holidays shaded.
 */
export default function LeaveAbsencesPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const names = useDateNames();
  const pickerId = useId();
  const today = localIsoDay();
  const { serviceId, month, show } = useAbsencesUrl(today);
  const state = useAppSelector((root) => root.leaveAbsences);

  const fetch = useCallback(() => {
    if (serviceId) dispatch(leaveAbsencesActions.fetch({ serviceId: Number(serviceId), month }));
  }, [dispatch, serviceId, month]);
  useEffect(() => {
    fetch();
  }, [fetch]);

  const current = state.request?.serviceId === Number(serviceId) && state.request.month === month;
  const data = current && !state.loading ? state.data : null;
  const title = names.month(month);

  return (
    <section className="card" aria-labelledby="leave-absences-title">
      <div className="card-body border-bottom">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <h2 id="leave-absences-title" className="h5 mb-0 me-auto">
            {t('hr.leave.absences.title')}
          </h2>
          {serviceId && state.loading && (
            <span className="spinner-border spinner-border-sm text-secondary" role="status">
              <span className="visually-hidden">{t('hr.list.loading')}</span>
            </span>
          )}
          <h3 className="h6 mb-0 text-capitalize" aria-live="polite" data-testid="absences-month">
            {title}
          </h3>
          <div className="btn-group btn-group-sm" role="group" aria-label={t('hr.leave.absences.navigation')}>
            <button type="button" className="btn btn-outline-secondary" onClick={() => show({ serviceId, month: shiftMonth(month, -1) })}>
              <span aria-hidden="true" className="hr-pager__arrow">‹</span>
              <span className="visually-hidden">{t('hr.leave.absences.previous')}</span>
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={() => show({ serviceId, month: today.slice(0, 7) })}>
              {t('hr.leave.absences.thisMonth')}
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={() => show({ serviceId, month: shiftMonth(month, 1) })}>
              <span aria-hidden="true" className="hr-pager__arrow">›</span>
              <span className="visually-hidden">{t('hr.leave.absences.next')}</span>
            </button>
          </div>
        </div>
        <fieldset className="absence-picker">
          <legend id={`${pickerId}-label`} className="visually-hidden">
            {t('hr.leave.absences.service')}
          </legend>
          <UnitPicker
            lookupKey="leave.absences.service"
            level="service"
            value={serviceId}
            onChange={(id) => show({ serviceId: id, month })}
            inputId={pickerId}
          />
        </fieldset>
      </div>
      <div className="card-body">
        {!serviceId ? (
          <p className="text-body-secondary mb-0">{t('hr.leave.absences.pickService')}</p>
        ) : current && state.error ? (
          <ErrorState error={state.error} onRetry={fetch} />
        ) : !data ? (
          <p className="text-body-secondary mb-0">{t('hr.list.loading')}</p>
        ) : data.employees.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('hr.leave.absences.nobody')}</p>
        ) : (
          <div className="d-grid gap-3">
            <AbsenceLegend absences={data.absences} />
            <AbsenceGrid data={data} caption={`${t('hr.leave.absences.title')} — ${title}`} today={today} />
          </div>
        )}
      </div>
    </section>
  );
}
