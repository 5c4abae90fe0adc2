import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { valueLabelKey } from '@/features/hr/toolkit/list-definition';
import { formatNumber } from '@/shared/lib/format';
import { importField, importFieldLabelKey, type ImportField } from './import-fields';
import { choiceOf, type ImportPlan } from './import-values';
import { distinctValues } from './lib/choices';
import type { DateOrder } from './lib/dates';
import type { ImportTable } from './read-file';

export interface ValueChoicesProps {
  table: ImportTable;
  plan: ImportPlan;
  /** The date fields whose column cannot tell the order of day and month. */
  ambiguousDates: readonly string[];
  disabled: boolean;
  onChoose(field: string, key: string, option: string): void;
  onDateOrder(field: string, order: DateOrder): void;
}

const DATE_ORDERS: readonly DateOrder[] = ['dmy', 'mdy'];

/**
 * The values of the file's choice columns, each shown once beside Effectif's choices
 * (matched where the meaning is clear, for the user to fix once for all rows), and the
 * order of day and month where the dates cannot tell it.
 */
export function ValueChoices({ table, plan, ambiguousDates, disabled, onChoose, onDateOrder }: ValueChoicesProps) {
  const { t } = useTranslation();
  const id = useId();
  const columns = plan.mapping.flatMap((name, index) => {
    const field = name ? importField(name) : undefined;
    return field?.kind === 'enum' ? [{ field, index }] : [];
  });
  const optionLabel = (field: ImportField, option: string) => t(valueLabelKey('employee', field.name, option));
  if (columns.length === 0 && ambiguousDates.length === 0) return <p className="mb-0 text-body-secondary">{t('hr.import.noValuesToMatch')}</p>;
  return (
    <div className="d-flex flex-column gap-3">
      {ambiguousDates.map((name) => (
        <fieldset key={name} className="border rounded p-2">
          <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-1">
            {t('hr.import.dateOrderQuestion', { field: t(importFieldLabelKey(name)) })}
          </legend>
          {DATE_ORDERS.map((order) => (
            <div key={order} className="form-check form-check-inline">
              <input
                className="form-check-input"
                type="radio"
                id={`${id}-${name}-${order}`}
                name={`${id}-${name}`}
                checked={plan.dateOrders[name] === order}
                disabled={disabled}
                onChange={() => onDateOrder(name, order)}
              />
              <label className="form-check-label" htmlFor={`${id}-${name}-${order}`}>
                {t(`hr.import.dateOrders.${order}`)}
              </label>
            </div>
          ))}
        </fieldset>
      ))}
      {columns.map(({ field, index }) => (
        <div key={field.name} className="table-responsive">
          <table className="table table-sm align-middle mb-0">
            <caption className="caption-top fw-semibold text-body">
              {t('hr.import.valuesOf', { column: table.headers[index], field: t(importFieldLabelKey(field.name)) })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('hr.import.fileValue')}</th>
                <th scope="col">{t('hr.import.rowsCount')}</th>
                <th scope="col">{t('hr.import.effectifValue')}</th>
              </tr>
            </thead>
            <tbody>
              {distinctValues(table.rows.map((row) => row[index] ?? '')).map(({ value, key, count }) => {
                const chosen = choiceOf(plan, field, value, (option) => optionLabel(field, option)) ?? '';
                return (
                  <tr key={key} className={chosen ? undefined : 'table-warning'}>
                    <th scope="row" className="fw-medium">
                      {value}
                    </th>
                    <td>{formatNumber(count)}</td>
                    <td className="import-map__field">
                      <select
                        className="form-select form-select-sm"
                        aria-label={t('hr.import.valueFor', { value, field: t(importFieldLabelKey(field.name)) })}
                        value={chosen}
                        disabled={disabled}
                        onChange={(event) => onChoose(field.name, key, event.target.value)}
                      >
                        <option value="">{t('hr.import.valueUnmatched')}</option>
                        {(field.options ?? []).map((option) => (
                          <option key={option} value={option}>
                            {optionLabel(field, option)}
                          </option>
                        ))}
                      </select>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}
