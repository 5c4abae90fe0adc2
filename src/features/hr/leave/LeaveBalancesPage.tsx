import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListQuery } from '@/api';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { LEAVE_TYPES } from '@/domain/hr/leave-types';
import { formatDate } from '@/shared/lib/format';
import { DataTable } from '../toolkit/DataTable';
import type { CellContext } from '../toolkit/list-definition';
import { sameQuery, toListQuery } from '../toolkit/list-url';
import { EmptyState, ErrorState } from '../toolkit/ListStates';
import { Pager } from '../toolkit/Pager';
import { SearchBox } from '../toolkit/SearchBox';
import { useLabelContext } from '../toolkit/use-label-context';
import { useListUrl } from '../toolkit/use-list-url';
import '../toolkit/hr-list.css';
import { leaveBalancesActions } from './balances-slice';
import { balanceRow, balancesList } from './balances-list';

/** People who have left keep no balance worth showing. */
const ACTIVE_ONLY = { status: 'active' };

/**
 * Soldes: each active employee's congés payés over the reference period — acquired, carried
 * over, fractionnement, taken, planned, pending, available — paged and searched like any
 * list, computed by the backend.
 */
export default function LeaveBalancesPage() {
  const { t } = useTranslation();
  const labels = useLabelContext();
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) => state.leaveBalances.list);
  const url = useListUrl(balancesList);
  const query: ListQuery = useMemo(() => {
    const asked = toListQuery(url.state, balancesList, labels.language);
    return { ...asked, filters: { ...asked.filters, ...ACTIVE_ONLY } };
  }, [url.state, labels.language]);

  const fetch = useCallback(() => dispatch(leaveBalancesActions.fetch(query)), [dispatch, query]);
  useEffect(() => {
    fetch();
  }, [fetch]);

  const title = t('hr.leave.balances.title');
  const loading = list.loading || list.query === null || !sameQuery(list.query, query);
  const rows = useMemo(() => list.items.map(balanceRow), [list.items]);
  const context: CellContext = { ...labels, area: 'leave' };
  const period = list.items[0];
  const type = LEAVE_TYPES.find((candidate) => candidate.id === period?.typeId);
  const placeholder = list.error ? (
    <ErrorState error={list.error} onRetry={fetch} />
  ) : rows.length === 0 ? (
    <EmptyState narrowed={url.narrowed} onClear={url.clearSearchAndFilters} />
  ) : undefined;

  return (
    <section className="card hr-list" aria-labelledby="leave-balances-title">
      <div className="card-body d-flex flex-wrap gap-2 align-items-end border-bottom">
        <div className="me-auto">
          <h2 id="leave-balances-title" className="h5 mb-1">
            {title}
          </h2>
          <p className="small text-body-secondary mb-0" aria-live="polite">
            {period && type
              ? t('hr.leave.balances.period', {
                  type: t(`hr.leave.values.typeId.${type.id}`),
                  unit: t(`hr.leave.balances.units.${type.countsAs === 'ouvrés' ? 'ouvres' : 'ouvrables'}`),
                  from: formatDate(period.periodStart),
                  to: formatDate(period.periodEnd),
                })
              : ' '}
          </p>
        </div>
        <SearchBox value={url.state.q} onSearch={url.setSearch} />
      </div>
      <DataTable
        columns={balancesList.columns}
        items={rows}
        sort={url.state.sort}
        onSort={url.toggleSort}
        caption={title}
        loading={loading && !list.error}
        skeletonRows={Math.min(url.state.pageSize, 10)}
        context={context}
        placeholder={placeholder}
      />
      {!list.error && (
        <div className="card-body border-top">
          <Pager
            page={url.state.page}
            pageSize={url.state.pageSize}
            total={list.total}
            counting={loading}
            onPage={url.setPage}
            onPageSize={url.setPageSize}
          />
        </div>
      )}
    </section>
  );
}
