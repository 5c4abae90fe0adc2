import type { AreaItem } from '@/contract/areas';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/shared/paths';
import { assignmentList } from '../assignment/list';
import { renderCell } from '../toolkit/cells';
import { fieldLabelKey } from '../toolkit/list-definition';
import { ErrorState } from '../toolkit/ListStates';
import { lookupActions } from '../toolkit/lookup-slice';
import { useLabelContext } from '../toolkit/use-label-context';
import { SectionCard } from '@/shared/ui/SectionCard';

const SHOWN = 100;
/** The assignment list's own columns, as its cells show them. */
const COLUMNS = ['employeeName', 'serviceName', 'startDate', 'kind'].flatMap(
  (key) => assignmentList.columns.find((column) => column.key === key) ?? [],
);

const holdersKey = (positionId: number) => `position.holders.${positionId}`;

/** The people holding the position today: its assignments running today, asked through the lookup slice. */
export function PositionHolders({ record }: { record: AreaItem<'position'> }) {
  const { t } = useTranslation();
  const context = { ...useLabelContext(), area: 'assignment' as const };
  const dispatch = useAppDispatch();
  const key = holdersKey(record.id);
  const holders = useAppSelector((state) => state.lookup[key]);
  const positionId = record.id;
  const load = useCallback(
    () =>
      dispatch(
        lookupActions.search({
          key,
          area: 'assignment',
          query: { page: 1, pageSize: SHOWN, sort: 'employeeName', filters: { positionId, current: true } },
        }),
      ),
    [dispatch, key, positionId],
  );
  // Asked again after an edit of the position (a new version).
  useEffect(() => {
    load();
  }, [load, record.version]);

  const items = holders?.items ?? [];
  return (
    <SectionCard
      id="position-holders-title"
      title={
        <>
          {t('hr.position.holders.title')}{' '}
          {holders && !holders.loading && !holders.error && <span className="badge text-bg-secondary ms-1">{holders.total}</span>}
        </>
      }
      busy={holders?.loading ?? true}
    >
      {holders?.error ? (
        <ErrorState error={holders.error} onRetry={load} titleKey="hr.position.holders.loadFailed" />
      ) : !holders || (holders.loading && items.length === 0) ? (
        <p className="text-body-secondary mb-0">{t('hr.list.loading')}</p>
      ) : items.length === 0 ? (
        <p className="text-body-secondary mb-0">{t('hr.position.holders.empty')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle mb-0">
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column.key} scope="col">
                    {t(fieldLabelKey('assignment', column.key))}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  {COLUMNS.map((column) =>
                    column.key === 'employeeName' ? (
                      <th key={column.key} scope="row" className="fw-normal">
                        <Link to={paths.record('employee', String(item.employeeId))}>{renderCell(column, item, context)}</Link>
                      </th>
                    ) : (
                      <td key={column.key}>{renderCell(column, item, context)}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          {holders.total > items.length && (
            <p className="small text-body-secondary mt-2 mb-0">{t('hr.position.holders.more', { count: holders.total - items.length })}</p>
          )}
        </div>
      )}
    </SectionCard>
  );
}
