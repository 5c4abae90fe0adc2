import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListQuery } from '@/api';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AdminBreadcrumb } from '@/shared/ui/AdminBreadcrumb';
import { FilterPanel } from '@/shared/ui/FilterPanel';
import { AuditIcon } from '@/shared/ui/icons';
import { ExportMenu } from '../export/ExportMenu';
import { EmptyState, ErrorState } from '../toolkit/ListStates';
import { Pager } from '../toolkit/Pager';
import { AuditEntries } from './AuditEntries';
import { AuditFilters } from './AuditFilters';
import { auditActions } from './audit-slice';
import { useAuditUrl } from './use-audit-url';
import '../toolkit/hr-list.css';
import './audit.css';

/**
 * The audit trail: every write and every reading of private data, newest first, filtered by
 * who, area and period (kept in the address), a page at a time, exported as the lists are.
 */
export default function AuditPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const url = useAuditUrl();
  const { filters, page, pageSize } = url.state;
  const trail = useAppSelector((state) => state.audit.trail);
  const users = useAppSelector((state) => state.audit.users);
  const title = t('menu.audit');

  const load = useCallback(() => dispatch(auditActions.loadTrail({ filters, page, pageSize })), [dispatch, filters, page, pageSize]);
  useEffect(() => {
    load();
  }, [load]);
  useEffect(() => {
    dispatch(auditActions.loadUsers());
  }, [dispatch]);
  const exported: ListQuery = useMemo(() => ({ page: 1, pageSize, filters }), [pageSize, filters]);

  const body = trail.error ? (
    <ErrorState error={trail.error} onRetry={load} />
  ) : trail.items.length === 0 && !trail.loading ? (
    <EmptyState narrowed={url.narrowed} onClear={url.clear} />
  ) : (
    <AuditEntries entries={trail.items} caption={title} withRecord />
  );

  return (
    <div className="container-fluid py-4">
      <AdminBreadcrumb page={title} />
      <h1 className="h4 d-flex align-items-center gap-2">
        <AuditIcon aria-hidden="true" /> {title}
      </h1>
      <p className="text-body-secondary">{t('hr.audit.intro')}</p>
      <section className="card hr-list mt-3" aria-label={title} aria-busy={trail.loading}>
        <div className="card-body d-flex flex-wrap gap-2 align-items-end border-bottom">
          <FilterPanel active={Object.keys(filters).length}>
            <AuditFilters values={filters} users={users} onChange={url.setFilter} />
          </FilterPanel>
          <div className="ms-auto">
            <ExportMenu subject="audit" query={exported} />
          </div>
        </div>
        <div className="card-body">{body}</div>
        {!trail.error && (
          <div className="card-body border-top">
            <Pager page={page} pageSize={pageSize} total={trail.total} counting={trail.loading} onPage={url.setPage} onPageSize={url.setPageSize} />
          </div>
        )}
      </section>
    </div>
  );
}
