import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HrArea } from '@/domain/hr/areas';
import { fieldLabelKey, type ListColumn } from './list-definition';

export interface ColumnChooserProps {
  area: HrArea;
  columns: readonly ListColumn[];
  visible: readonly string[];
  onToggle(key: string): void;
}

/** A button that opens the list of columns as checkboxes; the last one shown cannot be unticked. */
export function ColumnChooser({ area, columns, visible, onToggle }: ColumnChooserProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  return (
    <div
      className="dropdown"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="btn btn-outline-secondary dropdown-toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        {t('hr.list.columns')}
      </button>
      {open && (
      <div id={panelId} className="dropdown-menu dropdown-menu-end end-0 p-2 show" style={{ position: 'absolute', top: '100%' }}>
        <fieldset className="hr-columns">
          <legend className="small text-body-secondary px-2 mb-1 fs-6">{t('hr.list.columnsLegend')}</legend>
          {columns.map((column) => {
            const checked = visible.includes(column.key);
            const id = `${panelId}-${column.key}`;
            return (
              <div key={column.key} className="form-check mx-2 my-1">
                <input
                  id={id}
                  type="checkbox"
                  className="form-check-input"
                  checked={checked}
                  disabled={checked && visible.length === 1}
                  onChange={() => onToggle(column.key)}
                />
                <label htmlFor={id} className="form-check-label text-nowrap">
                  {t(fieldLabelKey(area, column.key))}
                </label>
              </div>
            );
          })}
        </fieldset>
      </div>
      )}
    </div>
  );
}
