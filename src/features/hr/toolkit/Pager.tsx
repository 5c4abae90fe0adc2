import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/lib/format';
import { PAGE_SIZES } from './list-url';
import { pageNumbers } from './page-numbers';
import './pager.css';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** The total is being counted again: the range waits for it. */
  counting: boolean;
  onPage(page: number): void;
  onPageSize(pageSize: number): void;
}

/** The total ("1–20 sur 312"), the page size, and previous / numbers / next. */
export function Pager({ page, pageSize, total, counting, onPage, onPageSize }: PagerProps) {
  const { t } = useTranslation();
  const sizeId = useId();
  const last = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const link = (target: number, label: string, content: string, disabled: boolean) => (
    <li className={`page-item ${disabled ? 'disabled' : ''}`}>
      <button type="button" className="page-link" aria-label={label} disabled={disabled} onClick={() => onPage(target)}>
        <span aria-hidden="true" className="hr-pager__arrow">{content}</span>
      </button>
    </li>
  );

  return (
    <div className="d-flex flex-wrap align-items-center gap-3 justify-content-between">
      <div className="d-flex align-items-center gap-3 flex-wrap">
        <p className="mb-0 text-body-secondary" role="status" data-testid="list-range">
          {counting
            ? t('hr.list.loading')
            : t('hr.list.range', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) })}
        </p>
        <div className="d-flex align-items-center gap-2">
          <label htmlFor={sizeId} className="form-label mb-0 small text-nowrap">
            {t('hr.list.pageSize')}
          </label>
          <select
            id={sizeId}
            className="form-select form-select-sm w-auto"
            value={pageSize}
            onChange={(event) => onPageSize(Number(event.target.value))}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      </div>
      <nav aria-label={t('hr.list.pagination')}>
        <ul className="pagination pagination-sm mb-0 flex-wrap">
          {link(page - 1, t('hr.list.previous'), '‹', page <= 1)}
          {pageNumbers(page, last).map((entry, index) =>
            entry === 'gap' ? (
              <li key={`gap-${index}`} className="page-item disabled" aria-hidden="true">
                <span className="page-link">…</span>
              </li>
            ) : (
              <li key={entry} className={`page-item ${entry === page ? 'active' : ''}`}>
                <button
                  type="button"
                  className="page-link"
                  aria-label={t('hr.list.page', { page: entry })}
                  aria-current={entry === page ? 'page' : undefined}
                  onClick={() => onPage(entry)}
                >
                  {formatNumber(entry)}
                </button>
              </li>
            ),
          )}
          {link(page + 1, t('hr.list.next'), '›', page >= last)}
        </ul>
      </nav>
    </div>
  );
}
