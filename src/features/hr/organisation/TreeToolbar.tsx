import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface TreeToolbarProps {
  query: string;
  onQuery(query: string): void;
  onExpandAll(): void;
  onCollapseAll(): void;
  disabled: boolean;
}

/** The tree's search (it narrows the tree as one types) and its expand and collapse buttons. */
export function TreeToolbar({ query, onQuery, onExpandAll, onCollapseAll, disabled }: TreeToolbarProps) {
  const { t } = useTranslation();
  const searchId = useId();
  return (
    <div className="d-flex flex-wrap gap-2">
      <div className="org-tree-search">
        <label htmlFor={searchId} className="visually-hidden">
          {t('hr.organisation.search')}
        </label>
        <input
          id={searchId}
          type="search"
          className="form-control"
          placeholder={t('hr.organisation.searchPlaceholder')}
          value={query}
          onChange={(event) => onQuery(event.target.value)}
        />
      </div>
      <button type="button" className="btn btn-outline-secondary" onClick={onExpandAll} disabled={disabled}>
        {t('hr.organisation.expandAll')}
      </button>
      <button type="button" className="btn btn-outline-secondary" onClick={onCollapseAll} disabled={disabled}>
        {t('hr.organisation.collapseAll')}
      </button>
    </div>
  );
}
