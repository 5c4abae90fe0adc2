import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { PayrollCodes } from '@/contract/payroll';
import { unitsOfItem, type PayrollCodeInput, type PayrollUnit } from '@/domain/hr/payroll';
import { useErrorText } from '@/shared/ui/use-error-text';
import { payrollActions } from './payroll-slice';

type Row = { code: string; unit: PayrollUnit };

/** The unit a new code of the item starts with: hours for overtime and nights, euros for money, days else. */
const defaultUnit = (item: string): PayrollUnit =>
  item.startsWith('overtime') || item === 'nightHours' ? 'hours' : item === 'mileage' || item.startsWith('expense:') ? 'euros' : 'ouvrés';

/** The codes typed, in the table's order: the rows with a code. */
const typed = (items: readonly string[], rows: Readonly<Record<string, Row>>): PayrollCodeInput[] =>
  items.flatMap((item) => (rows[item]?.code.trim() ? [{ item, code: rows[item].code.trim(), unit: rows[item].unit }] : []));

/** The enterprise's payroll codes: for each item a code (rubrique) and its unit; a code given two units is refused beside the unit. */
export function PayrollCodesTable({ codes }: { codes: PayrollCodes }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const { acting, codesError } = useAppSelector((root) => root.payroll);
  const [rows, setRows] = useState<Record<string, Row>>(() =>
    Object.fromEntries(codes.items.map((item) => {
      const kept = codes.codes.find((code) => code.item === item);
      return [item, { code: kept?.code ?? '', unit: kept?.unit ?? defaultUnit(item) }];
    })),
  );
  const sent = typed(codes.items, rows);
  const errorOf = (item: string, field: 'code' | 'unit') => {
    const index = sent.findIndex((entry) => entry.item === item);
    return index < 0 ? undefined : codesError?.fieldErrors?.[`codes.${index}.${field}`];
  };
  const labelOf = (item: string) => {
    if (item.startsWith('leaveType:')) return codes.leaveTypes.find((type) => `leaveType:${type.id}` === item)?.name ?? item;
    if (item.startsWith('expense:')) return t(`hr.mission.values.expenseCategory.${item.slice('expense:'.length)}`);
    return t(`payroll.codes.items.${item}`);
  };
  const change = (item: string, patch: Partial<Row>) => setRows((current) => ({ ...current, [item]: { ...current[item], ...patch } }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(payrollActions.saveCodes({ enterpriseId: codes.enterpriseId, codes: sent }));
  };
  const general = codesError && !codesError.fieldErrors ? errorText(codesError) : null;

  return (
    <form noValidate onSubmit={submit}>
      {general && (
        <div className="alert alert-danger" role="alert">
          {general}
        </div>
      )}
      <div className="table-responsive">
        <table className="table table-sm align-middle payroll-codes">
          <caption className="visually-hidden">{t('payroll.codes.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('payroll.codes.item')}</th>
              <th scope="col">{t('payroll.codes.code')}</th>
              <th scope="col">{t('payroll.codes.unit')}</th>
            </tr>
          </thead>
          <tbody>
            {codes.items.map((item, index) => {
              const codeError = errorOf(item, 'code');
              const unitError = errorOf(item, 'unit');
              const label = labelOf(item);
              return (
                <tr key={item}>
                  <th scope="row" className="fw-normal">{label}</th>
                  <td>
                    <input
                      className={`form-control form-control-sm${codeError ? ' is-invalid' : ''}`}
                      aria-label={t('payroll.codes.codeOf', { item: label })}
                      aria-invalid={Boolean(codeError)}
                      aria-describedby={codeError ? `payroll-code-error-${index}` : undefined}
                      value={rows[item]?.code ?? ''}
                      maxLength={20}
                      onChange={(event) => change(item, { code: event.target.value })}
                    />
                    {codeError && (
                      <div id={`payroll-code-error-${index}`} className="invalid-feedback">
                        {t(`validation.${codeError.code}`, { defaultValue: codeError.message, ...codeError.params })}
                      </div>
                    )}
                  </td>
                  <td>
                    <select
                      className={`form-select form-select-sm${unitError ? ' is-invalid' : ''}`}
                      aria-label={t('payroll.codes.unitOf', { item: label })}
                      aria-invalid={Boolean(unitError)}
                      aria-describedby={unitError ? `payroll-unit-error-${index}` : undefined}
                      value={rows[item]?.unit}
                      onChange={(event) => change(item, { unit: event.target.value as PayrollUnit })}
                    >
                      {unitsOfItem(item).map((unit) => (
                        <option key={unit} value={unit}>
                          {t(`payroll.codes.units.${unit}`)}
                        </option>
                      ))}
                    </select>
                    {unitError && (
                      <div id={`payroll-unit-error-${index}`} className="invalid-feedback">
                        {t(`validation.${unitError.code}`, { defaultValue: unitError.message, unit: t(`payroll.codes.units.${unitError.params?.unit ?? 'ouvrés'}`) })}
                      </div>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <button type="submit" className="btn btn-primary btn-sm" disabled={acting === 'codesSaved'}>
        {acting === 'codesSaved' && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {t('payroll.codes.save')}
      </button>
    </form>
  );
}
