import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { AuditArea } from '@/contract/audit';
import { ErrorState } from '../toolkit/ListStates';
import { PAGE_SIZES } from '../toolkit/list-url';
import { Pager } from '../toolkit/Pager';
import { AuditEntries } from './AuditEntries';
import { auditActions, historyKey } from './audit-slice';
import './audit.css';

/**
 * A record's history: who changed what and when, newest first, a page at a time; asked again
 * when the record's `version` moves (a decision taken on its page).
 */
export function HistoryTab({ area, id, version }: { area: AuditArea; id: number; version?: number }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const history = useAppSelector((state) => state.audit.histories[historyKey(area, id)]);
  const load = useCallback(() => dispatch(auditActions.loadHistory({ area, id, ...paging })), [dispatch, area, id, paging]);
  useEffect(() => {
    load();
  }, [load, version]);

  if (history?.error) return <ErrorState error={history.error} onRetry={load} titleKey="hr.audit.history.loadFailed" />;
  if (!history || (history.loading && history.items.length === 0)) {
    return (
      <div className="d-flex align-items-center gap-2 text-body-secondary py-3" role="status">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        {t('hr.list.loading')}
      </div>
    );
  }
  if (history.total === 0) return <p className="text-body-secondary py-2 mb-0">{t('hr.audit.history.empty')}</p>;
  return (
    <div className="d-flex flex-column gap-3" aria-busy={history.loading}>
      <AuditEntries entries={history.items} caption={t('hr.audit.history.caption')} recordArea={area} />
      {history.total > PAGE_SIZES[0] && (
        <Pager
          page={paging.page}
          pageSize={paging.pageSize}
          total={history.total}
          counting={history.loading}
          onPage={(page) => setPaging({ ...paging, page })}
          onPageSize={(pageSize) => setPaging({ page: 1, pageSize })}
        />
      )}
    </div>
  );
}
