import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FilterPanelProps {
  /** How many filters are set: the folded panel's button says so. */
  active: number;
  children: ReactNode;
}

/**
 * A list's filters: in line with the rest from 768 px; on a phone folded under a "Filters"
 * button, so that the rows start on the first screen.
 */
export function FilterPanel({ active, children }: FilterPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-secondary filter-panel__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((shown) => !shown)}
      >
        {active > 0 ? t('common.filtersActive', { count: active }) : t('common.filters')}
      </button>
      <div id={id} className={`filter-panel${open ? ' is-open' : ''}`}>
        {children}
      </div>
    </>
  );
}
