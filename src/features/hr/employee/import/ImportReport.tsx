import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportRowReport } from '@/api';
import { fieldLabelKey } from '@/features/hr/toolkit/list-definition';
import { importField } from './import-fields';
import type { ImportTable } from './read-file';

/** The file's line of a row sent: the header is line 1. */
export const fileLine = (index: number) => index + 2;

export interface ImportReportProps {
  report: readonly ImportRowReport[];
  table: ImportTable;
  mapping: readonly (string | null)[];
  headingRef: Ref<HTMLHeadingElement>;
}

/** What is wrong, line by line and field by field, with the value the file gave. */
export function ImportReport({ report, table, mapping, headingRef }: ImportReportProps) {
  const { t } = useTranslation();
  const errors = [...report]
    .sort((a, b) => a.index - b.index)
    .flatMap((row) => Object.entries(row.errors).map(([field, error]) => ({ index: row.index, field, error })));
  const valueOf = (index: number, field: string) => {
    const column = mapping.indexOf(field);
    return column < 0 ? '' : (table.rows[index]?.[column] ?? '');
  };
  return (
    <section className="mt-3" aria-labelledby="import-report-title">
      <div className="alert alert-danger">
        <h2 id="import-report-title" ref={headingRef} tabIndex={-1} className="h6 mb-1">
          {t('hr.import.rejectedTitle', { rows: report.length })}
        </h2>
        <p className="mb-0">{t('hr.import.rejectedText')}</p>
      </div>
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <caption className="visually-hidden">{t('hr.import.reportCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('hr.import.line')}</th>
              <th scope="col">{t('hr.import.field')}</th>
              <th scope="col">{t('hr.import.value')}</th>
              <th scope="col">{t('hr.import.error')}</th>
            </tr>
          </thead>
          <tbody>
            {errors.map(({ index, field, error }) => (
              <tr key={`${index}-${field}`}>
                <td className="text-nowrap">{t('hr.import.lineNumber', { line: fileLine(index) })}</td>
                <td>{importField(field) ? t(fieldLabelKey('employee', field)) : field}</td>
                <td className="text-break">{valueOf(index, field)}</td>
                <td>{t(`validation.${error.code}`, { defaultValue: error.message })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
