import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HrRecord } from '@/api';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ErrorState, RecordLoading } from '@/features/hr/toolkit/ListStates';
import { recordLabels } from '@/features/hr/toolkit/labels';
import { useLabelContext } from '@/features/hr/toolkit/use-label-context';
import { languageOf } from '@/i18n/languages';
import { employeeMonth } from './employee-month';
import { EmployeeMonthGrid } from './EmployeeMonthGrid';
import { localIsoMonth, shiftMonth } from '@/domain/rules/calendar';
import { monthTitle } from './grid-month';
import { EMPLOYEE_PICKER, GridPicker, SERVICE_PICKER } from './GridPicker';
import { attendanceGridActions, sameQuery, selectAttendanceGrid } from './grid-slice';
import { GridToolbar } from './GridToolbar';
import type { GridQuery } from './grid-types';
import { NEW_DAY } from './new-day';
import { serviceMonth } from './service-month';
import { ServiceMonthGrid } from './ServiceMonthGrid';
import { useGridUrl } from './use-grid-url';
import './grid.css';

/** The name the picker already knows for the chosen record. */
function useChosenName(key: string, id: string, name: (record: HrRecord) => string): string {
  const chosen = useAppSelector((state) => state.lookup[`${key}#chosen`]);
  const record = chosen?.items.find((item) => String(item.id) === id);
  return record ? name(record) : '';
}

/** The month grid of attendance: one employee's days to type in, or a service's people × days. */
export default function AttendanceGridPage() {
  const { t } = useTranslation();
  const { language } = useLabelContext();
  const languageTag = languageOf(language).tag;
  const dispatch = useAppDispatch();
  const url = useGridUrl();
  const grid = useAppSelector(selectAttendanceGrid);
  const { mode, month, selectedId } = url;

  const query = useMemo<GridQuery | null>(() => (selectedId ? { mode, id: Number(selectedId), month } : null), [mode, selectedId, month]);
  const load = useCallback(() => {
    if (query) dispatch(attendanceGridActions.fetch(query));
  }, [dispatch, query]);
  useEffect(load, [load]);

  const ready = sameQuery(grid.loaded, query);
  const model = useMemo(() => {
    if (!ready || !query) return null;
    return query.mode === 'employee'
      ? { mode: 'employee' as const, month: employeeMonth(grid.days, query.month, grid.holidays) }
      : { mode: 'service' as const, month: serviceMonth(grid.employees, grid.days, query.month, grid.holidays) };
  }, [ready, query, grid.days, grid.employees, grid.holidays]);

  const title = monthTitle(languageTag, month);
  const employeeName = useChosenName(EMPLOYEE_PICKER, url.employeeId, recordLabels.employee);
  const serviceName = useChosenName(`${SERVICE_PICKER}.service`, url.serviceId, recordLabels.named);
  const failed = grid.error !== null && sameQuery(grid.query, query);

  return (
    <section className="card" aria-labelledby="att-grid-title">
      <div className="card-body vstack gap-3">
        <h2 id="att-grid-title" className="h5 mb-0">
          {t('hr.attendance.grid.title')}
        </h2>
        <GridToolbar
          mode={mode}
          monthTitle={title}
          loading={grid.loading && query !== null}
          onMode={url.setMode}
          onStep={(step) => url.setMonth(shiftMonth(month, step))}
          onThisMonth={() => url.setMonth(localIsoMonth())}
        />
        <GridPicker mode={mode} employeeId={url.employeeId} serviceId={url.serviceId} onEmployee={url.setEmployeeId} onService={url.setServiceId} />
        <div aria-busy={grid.loading && query !== null}>
          {!query ? (
            <p className="text-body-secondary mb-0">{t(`hr.attendance.grid.pick.${mode}`)}</p>
          ) : failed && grid.error ? (
            <ErrorState error={grid.error} onRetry={load} titleKey="hr.attendance.grid.loadFailed" />
          ) : !model ? (
            <RecordLoading />
          ) : model.mode === 'employee' ? (
            <EmployeeMonthGrid
              model={model.month}
              employeeId={Number(url.employeeId)}
              saves={grid.saves}
              defaults={NEW_DAY}
              caption={t('hr.attendance.grid.caption.employee', { name: employeeName, month: title })}
              languageTag={languageTag}
            />
          ) : (
            <ServiceMonthGrid
              model={model.month}
              caption={t('hr.attendance.grid.caption.service', { name: serviceName, month: title })}
              languageTag={languageTag}
              employeeLink={(id) => `?${new URLSearchParams({ employeeId: String(id), serviceId: url.serviceId, month })}`}
            />
          )}
        </div>
      </div>
    </section>
  );
}
