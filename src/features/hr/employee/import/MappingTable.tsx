import { useTranslation } from 'react-i18next';
import type { ColumnGuess } from './guess-mapping';
import { IMPORT_FIELDS, importFieldLabelKey } from './import-fields';
import type { ImportTable } from './read-file';

/** Rows shown to check that the file was read right. */
export const PREVIEW_ROWS = 5;

export interface MappingTableProps {
  table: ImportTable;
  mapping: readonly (string | null)[];
  guesses: readonly ColumnGuess[];
  disabled: boolean;
  onMap(column: number, field: string | null): void;
}

/** Each column of the file, its first values, and the employee field it fills (or none). */
export function MappingTable({ table, mapping, guesses, disabled, onMap }: MappingTableProps) {
  const { t } = useTranslation();
  const label = (field: string) => t(importFieldLabelKey(field));
  /** How sure the guess is, while the column still has the guessed field. */
  const confidence = (index: number) => {
    const guess = guesses[index];
    if (!mapping[index]) return <span className="text-body-secondary">{t('hr.import.confidence.none')}</span>;
    if (guess?.field !== mapping[index] || !guess.confidence) return t('hr.import.confidence.chosen');
    return <span className={`badge import-confidence--${guess.confidence}`}>{t(`hr.import.confidence.${guess.confidence}`)}</span>;
  };
  const preview = table.rows.slice(0, PREVIEW_ROWS);
  const previewTitle = t('hr.import.preview', { rows: preview.length, total: table.rows.length });
  return (
    <>
      <div className="table-responsive">
        <table className="table table-sm align-middle mb-0">
          <caption className="caption-top">{t('hr.import.mappingHelp')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('hr.import.column')}</th>
              <th scope="col">{t('hr.import.field')}</th>
              <th scope="col">{t('hr.import.confidence.title')}</th>
              <th scope="col">{t('hr.import.samples')}</th>
            </tr>
          </thead>
          <tbody>
            {table.headers.map((header, index) => (
              <tr key={`${index}-${header}`}>
                <th scope="row" className="fw-medium text-nowrap">
                  {header}
                </th>
                <td className="import-map__field">
                  <select
                    className="form-select form-select-sm"
                    aria-label={t('hr.import.fieldFor', { column: header })}
                    value={mapping[index] ?? ''}
                    disabled={disabled}
                    onChange={(event) => onMap(index, event.target.value || null)}
                  >
                    <option value="">{t('hr.import.ignore')}</option>
                    {IMPORT_FIELDS.map((field) => (
                      <option key={field.name} value={field.name}>
                        {field.required ? t('hr.import.requiredField', { field: label(field.name) }) : label(field.name)}
                      </option>
                    ))}
                  </select>
                </td>
                <td className="small text-nowrap">{confidence(index)}</td>
                <td className="small text-body-secondary">
                  {preview
                    .slice(0, 3)
                    .map((row) => row[index])
                    .filter(Boolean)
                    .join(' · ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* Wide files scroll sideways: the region takes the focus, so that the keyboard scrolls it too. */}
      <div className="table-responsive mt-3 import-preview-region" role="region" aria-label={previewTitle} tabIndex={0}>
        <table className="table table-sm table-striped small mb-0 import-preview">
          <caption className="caption-top">{previewTitle}</caption>
          <thead>
            <tr>
              {table.headers.map((header, index) => (
                <th key={`${index}-${header}`} scope="col" className="text-nowrap">
                  {header}
                  <span className="d-block fw-normal text-body-secondary">
                    {mapping[index] ? label(mapping[index]) : t('hr.import.ignored')}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, index) => (
                  <td key={index} className="text-nowrap">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
