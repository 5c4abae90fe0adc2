import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditableField } from './grid-types';

export interface EditCellProps {
  field: EditableField;
  /** What the input is read as: "Check-in, Monday 2 March 2026". */
  label: string;
  value: string;
  saving: boolean;
  saved: boolean;
  error?: string;
  onChange(value: string): void;
  /** Leaving the cell or Enter: the row's changes are written. */
  onCommit(): void;
  /** Escape: the cell goes back to what is stored. */
  onCancel(): void;
}

/** A time (or the break's minutes) typed in place, with its cell's saving state and error. */
export function EditCell({ field, label, value, saving, saved, error, onChange, onCommit, onCancel }: EditCellProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const isBreak = field === 'breakMinutes';
  return (
    <td className="att-edit">
      <div className="d-flex align-items-center gap-1">
        <input
          type={isBreak ? 'text' : 'time'}
          inputMode={isBreak ? 'numeric' : undefined}
          className={`form-control form-control-sm att-edit__${isBreak ? 'minutes' : 'time'}${error ? ' is-invalid' : ''}`}
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onCommit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onCommit();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              onCancel();
            }
          }}
        />
        <span role="status" className="att-edit__state">
          {saving && (
            <span className="spinner-border spinner-border-sm text-secondary">
              <span className="visually-hidden">{t('hr.attendance.grid.saving')}</span>
            </span>
          )}
          {saved && (
            <span className="text-success-emphasis">
              <span aria-hidden="true">✓</span>
              <span className="visually-hidden">{t('hr.attendance.grid.saved')}</span>
            </span>
          )}
        </span>
      </div>
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </td>
  );
}
