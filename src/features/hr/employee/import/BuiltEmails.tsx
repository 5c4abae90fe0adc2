import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuiltEmail, EmailPatterns, EmployeeImportRow } from '@/api';
import { addressFromPattern, type EmailPatternField } from '@/domain/hr/email-pattern';
import { Pager } from '@/features/hr/toolkit/Pager';
import { formatNumber } from '@/shared/lib/format';
import { importFieldLabelKey } from './import-fields';
import { fileLine } from './lib/error-groups';

/** One row of the file and the addresses built for it. */
interface BuiltRow {
  index: number;
  name: string;
  addresses: Partial<Record<EmailPatternField, string>>;
  /** The fields whose address had to be numbered: another row, or an employee, has the pattern's. */
  numbered: EmailPatternField[];
}

function builtRows(built: readonly BuiltEmail[], rows: readonly EmployeeImportRow[], patterns: EmailPatterns): BuiltRow[] {
  const byIndex = new Map<number, BuiltRow>();
  for (const { index, field, value } of built) {
    const row = rows[index] ?? {};
    const entry = byIndex.get(index) ?? { index, name: [row.firstName, row.lastName].filter(Boolean).join(' '), addresses: {}, numbered: [] };
    entry.addresses[field] = value;
    const pattern = patterns[field];
    if (pattern !== undefined && addressFromPattern(pattern, row) !== value) entry.numbered.push(field);
    byIndex.set(index, entry);
  }
  return [...byIndex.values()].sort((a, b) => a.index - b.index);
}

export interface BuiltEmailsProps {
  built: readonly BuiltEmail[];
  rows: readonly EmployeeImportRow[];
  patterns: EmailPatterns;
}

/**
 * The addresses the import will create, shown after the dry run and before anything is
 * written: every one, page by page, the numbered ones (homonyms, addresses taken) apart.
 */
export function BuiltEmails({ built, rows, patterns }: BuiltEmailsProps) {
  const { t } = useTranslation();
  const id = useId();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [onlyNumbered, setOnlyNumbered] = useState(false);
  const all = useMemo(() => builtRows(built, rows, patterns), [built, rows, patterns]);
  if (all.length === 0) return null;
  const numbered = all.filter((row) => row.numbered.length > 0);
  const shown = onlyNumbered ? numbered : all;
  const fields = (['workEmail', 'personalEmail'] as const).filter((field) => all.some((row) => row.addresses[field]));
  const last = Math.max(1, Math.ceil(shown.length / pageSize));
  const current = Math.min(page, last);
  const slice = shown.slice((current - 1) * pageSize, current * pageSize);
  return (
    <section className="mt-3 border rounded p-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="h6 mb-1">
        {t('hr.import.builtTitle', { total: formatNumber(all.length) })}
      </h3>
      <p className="small text-body-secondary mb-2">{t('hr.import.builtText', { numbered: formatNumber(numbered.length) })}</p>
      {numbered.length > 0 && (
        <div className="form-check mb-2">
          <input
            className="form-check-input"
            type="checkbox"
            id={`${id}-numbered`}
            checked={onlyNumbered}
            onChange={(event) => {
              setOnlyNumbered(event.target.checked);
              setPage(1);
            }}
          />
          <label className="form-check-label" htmlFor={`${id}-numbered`}>
            {t('hr.import.builtOnlyNumbered')}
          </label>
        </div>
      )}
      <div className="table-responsive">
        <table className="table table-sm align-middle mb-2">
          <caption className="visually-hidden">{t('hr.import.builtCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('hr.import.builtLine')}</th>
              <th scope="col">{t('hr.import.builtName')}</th>
              {fields.map((field) => (
                <th key={field} scope="col">
                  {t(importFieldLabelKey(field))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {slice.map((row) => (
              <tr key={row.index}>
                <td className="text-nowrap">{formatNumber(fileLine(row.index))}</td>
                <td>{row.name}</td>
                {fields.map((field) => (
                  <td key={field} className="text-break">
                    {row.addresses[field] ?? ''}
                    {row.numbered.includes(field) && (
                      <>
                        {' '}
                        <span className="badge import-built-badge ms-1">{t('hr.import.builtNumbered')}</span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.length > 10 && (
        <Pager
          page={current}
          pageSize={pageSize}
          total={shown.length}
          counting={false}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      )}
    </section>
  );
}
