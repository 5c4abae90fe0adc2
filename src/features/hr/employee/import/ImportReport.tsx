import { useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuiltEmail, EmailPatterns, ImportRowReport } from '@/api';
import { useAppDispatch } from '@/app/hooks';
import { formatNumber } from '@/shared/lib/format';
import { IMPORT_FIELDS, importFieldLabelKey } from './import-fields';
import { employeeImportActions } from './import-slice';
import { errorsByRow, groupErrors, linesText } from './lib/error-groups';
import type { ImportSource } from './use-import-plan';

/** Named references the file gives: an unknown one is one Effectif never had, not one gone. */
const NAMED = ['nationalityCountryId', 'cityId', 'serviceId', 'positionId'];
const FIELD_ORDER = IMPORT_FIELDS.map((field) => field.name);

export interface ImportReportProps {
  report: readonly ImportRowReport[];
  source: ImportSource;
  mapping: readonly (string | null)[];
  /** The addresses the backend built (the refused ones are shown as built). */
  built: readonly BuiltEmail[];
  /** The e-mail patterns given: the value of a row the pattern could build nothing for. */
  patterns: EmailPatterns;
  headingRef: Ref<HTMLHeadingElement>;
}

const builtKey = (row: number | string, field: string) => `${row}|${field}`;

/**
 * What is wrong, grouped by field, problem and value with the file's lines ("Gender,
 * required: lines 2–11"), and the file itself with an "Errors" column to download. A value
 * the backend built is shown as built, never as the file's empty cell.
 */
export function ImportReport({ report, source, mapping, built, patterns, headingRef }: ImportReportProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { table } = source;
  const byRow = useMemo(() => new Map(built.map((address) => [builtKey(address.index, address.field), address.value])), [built]);
  const byValue = useMemo(() => new Set(built.map((address) => builtKey(address.value, address.field))), [built]);
  const isBuilt = (field: string, value: string) => byValue.has(builtKey(value, field));
  const patternOf = (field: string) => Object.entries(patterns).find(([name]) => name === field)?.[1] ?? '';
  const valueOf = (index: number, field: string) => {
    const column = mapping.indexOf(field);
    const cell = column < 0 ? '' : (table.rows[index]?.[column] ?? '');
    // An empty cell filled by the backend: the address it built, else the pattern that built nothing.
    return cell.trim() !== '' ? cell : (byRow.get(builtKey(index, field)) ?? patternOf(field));
  };
  const label = (field: string) => (FIELD_ORDER.includes(field) ? t(importFieldLabelKey(field)) : field);
  const problem = (field: string, code: string, message: string, value: string) =>
    code === 'unknownReference' && NAMED.includes(field) && value
      ? t(`hr.import.unknownName.${field}`, { name: value })
      : t(`validation.${code}`, { defaultValue: message });
  const groups = groupErrors(report, valueOf, FIELD_ORDER);

  const download = () => {
    const texts = errorsByRow(report, (field, error, index) => {
      const value = valueOf(index, field);
      // The file has no cell for a built value: the column says which one was refused.
      const named = isBuilt(field, value) ? t('hr.import.builtField', { field: label(field), value }) : label(field);
      return `${named}: ${problem(field, error.code, error.message, value)}`;
    });
    dispatch(
      employeeImportActions.downloadErrors({
        name: source.name,
        kind: source.kind,
        headers: table.headers,
        rows: table.rows,
        errorsHeader: t('hr.import.errorsColumn'),
        errors: table.rows.map((_, index) => texts.get(index) ?? ''),
        suffix: t('hr.import.errorsSuffix'),
      }),
    );
  };

  return (
    <section className="mt-3" aria-labelledby="import-report-title">
      <div className="alert alert-danger">
        <h2 id="import-report-title" ref={headingRef} tabIndex={-1} className="h6 mb-1">
          {t('hr.import.rejectedTitle', { rows: report.length })}
        </h2>
        <p className="mb-2">{t('hr.import.rejectedText')}</p>
        <button type="button" className="btn btn-sm btn-danger" onClick={download}>
          {t('hr.import.downloadErrors', { kind: source.kind.toUpperCase() })}
        </button>
      </div>
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <caption className="visually-hidden">{t('hr.import.reportCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('hr.import.field')}</th>
              <th scope="col">{t('hr.import.value')}</th>
              <th scope="col">{t('hr.import.error')}</th>
              <th scope="col">{t('hr.import.lines')}</th>
            </tr>
          </thead>
          <tbody>
            {groups.map((group) => (
              <tr key={`${group.field}|${group.code}|${group.value}`}>
                <td>{label(group.field)}</td>
                <td className="text-break">
                  {group.value || <span className="text-body-secondary">{t('hr.import.emptyValue')}</span>}
                  {isBuilt(group.field, group.value) && (
                    <>
                      {' '}
                      <span className="badge import-built-badge ms-1">{t('hr.import.builtBadge')}</span>
                    </>
                  )}
                </td>
                <td>{problem(group.field, group.code, group.message, group.value)}</td>
                <td>
                  {group.lines.length === 1
                    ? t('hr.import.lineOne', { line: group.lines[0] })
                    : t('hr.import.linesList', { lines: linesText(group.lines), total: formatNumber(group.lines.length) })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
