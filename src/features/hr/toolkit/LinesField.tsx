import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { HrArea } from '@/domain/hr/areas';
import { useFieldErrorText } from './error-params';
import type { FieldControlProps } from './FieldControl';
import type { FormError, FormValue, FormValues } from './form-definition';
import { lineFieldLabelKey } from './list-definition';
import { LinesHead, type LinesFormField } from './LinesHead';
import './lines.css';

export interface LinesFieldProps {
  /** The control of one field (the form's own, given by it: a line's fields are fields like any). */
  Control: ComponentType<FieldControlProps>;
  area: HrArea;
  field: LinesFormField;
  lines: FormValues[];
  errors: Record<string, FormError>;
  path: string;
  formKey: string;
  label: string;
  onChange(lines: FormValue): void;
}

/** Lines of a record (expenses, members, allowances): a table of small forms, added and removed. */
export function LinesField({ Control, area, field, lines, errors, path, formKey, label, onChange }: LinesFieldProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const listError = errors[path];
  const update = (index: number, name: string, value: FormValue) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, [name]: value } : line)));
  const Summary = field.Summary;

  return (
    <fieldset className="hr-lines">
      <legend className="form-label fs-6 mb-2">{label}</legend>
      {lines.length === 0 ? (
        <p className="text-body-secondary small mb-2">{t('hr.form.noLines')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-top mb-2">
            <LinesHead
              area={area}
              field={field}
              extra={
                <th scope="col">
                  <span className="visually-hidden">{t('hr.form.lineActions')}</span>
                </th>
              }
            />
            <tbody>
              {lines.map((line, index) => (
                <tr key={index}>
                  {field.fields.map((sub) => (
                    <td key={sub.name}>
                      <Control
                        area={area}
                        field={{ ...sub, labelKey: sub.labelKey ?? lineFieldLabelKey(area, field.name, sub.name) }}
                        value={line[sub.name] ?? ''}
                        values={line}
                        errors={errors}
                        path={`${path}.${index}.${sub.name}`}
                        formKey={formKey}
                        required={false}
                        compact
                        onChange={(value) => update(index, sub.name, value)}
                      />
                    </td>
                  ))}
                  <td className="text-end">
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      onClick={() => onChange(lines.filter((_, at) => at !== index))}
                      aria-label={t('hr.form.removeLine', { number: index + 1 })}
                    >
                      ×
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {listError && <div className="invalid-feedback d-block mb-2">{errorText(listError)}</div>}
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => onChange([...lines, field.newLine()])}>
        {t('hr.form.addLine')}
      </button>
      {Summary && <Summary lines={lines} />}
    </fieldset>
  );
}
