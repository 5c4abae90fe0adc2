import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatNumber } from '@/shared/lib/format';

export interface ImportDoneProps {
  count: number;
  headingRef: Ref<HTMLHeadingElement>;
  onAnother(): void;
}

/** The import's outcome: how many employees were added, and where to go next. */
export function ImportDone({ count, headingRef, onAnother }: ImportDoneProps) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="import-done-title">
      <div className="card-body">
        <div className="alert alert-success mb-3">
          <h2 id="import-done-title" ref={headingRef} tabIndex={-1} className="h6 mb-1">
            {t('hr.import.doneTitle')}
          </h2>
          <p className="mb-0">{t('hr.import.doneText', { rows: formatNumber(count) })}</p>
        </div>
        <div className="d-flex flex-wrap gap-2">
          <Link to=".." relative="path" className="btn btn-primary">
            {t('hr.import.toList')}
          </Link>
          <button type="button" className="btn btn-outline-secondary" onClick={onAnother}>
            {t('hr.import.another')}
          </button>
        </div>
      </div>
    </section>
  );
}
