import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HrRecord } from '@/api';
import type { HrArea } from '@/domain/hr/areas';
import type { FormError, FormField, FormValue, FormValues } from './form-definition';
import { useFieldErrorText } from './error-params';
import { ExistingRecordLink } from './ExistingRecordLink';
import { fieldLabelKey, valueLabelKey } from './list-definition';
import { LinesField } from './LinesField';
import { ReferencePicker } from './ReferencePicker';
import { UnitPicker } from './UnitPicker';
import { useLabelContext } from './use-label-context';

export interface FieldControlProps {
  area: HrArea;
  field: FormField;
  value: FormValue;
  /** The whole form's values (a reference narrowed by another field). */
  values: FormValues;
  /** Errors by dotted path; the field's own is `errors[path]`. */
  errors: Record<string, FormError>;
  /** The field's dotted path in the form (`expenses.0.amountCents` inside lines). */
  path: string;
  /** The names the edited record already resolves (employeeName...). */
  known?: Record<string, unknown>;
  /** The store key of the form, under which its pickers search. */
  formKey: string;
  required: boolean;
  disabled?: boolean;
  onChange(value: FormValue): void;
  onBlur?(): void;
  /** The label shows on a phone only (cells of a line, under their column's head elsewhere). */
  compact?: boolean;
}

const INPUT_TYPES: Partial<Record<FormField['kind'], string>> = {
  email: 'email',
  tel: 'tel',
  date: 'date',
  time: 'time',
};

/** One field of a form: its label, its control by kind, its hint and its error. */
export function FieldControl(props: FieldControlProps) {
  const { area, field, value, values, errors, path, known, formKey, required, disabled, onChange, onBlur, compact } = props;
  const { t } = useTranslation();
  const labels = useLabelContext();
  const errorText = useFieldErrorText();
  const id = useId();
  const error = errors[path];
  const label = t(field.labelKey ?? fieldLabelKey(area, field.name));
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const text = typeof value === 'string' ? value : '';
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    disabled,
    onBlur,
  };
  const inputClass = `form-control${error ? ' is-invalid' : ''}`;

  let control: ReactNode;
  switch (field.kind) {
    case 'boolean':
      return (
        <div className="form-check mt-md-4">
          <input {...common} type="checkbox" className={`form-check-input${error ? ' is-invalid' : ''}`} checked={value === true} onChange={(event) => onChange(event.target.checked)} />
          <label htmlFor={id} className="form-check-label">
            {label}
          </label>
          {error && <div id={errorId} className="invalid-feedback">{errorText(error)}</div>}
        </div>
      );
    case 'lines':
      return (
        <LinesField
          Control={FieldControl}
          area={area}
          field={field}
          lines={Array.isArray(value) ? value : []}
          errors={errors}
          path={path}
          formKey={formKey}
          label={label}
          onChange={onChange}
        />
      );
    case 'textarea':
      control = <textarea {...common} className={inputClass} rows={3} value={text} onChange={(event) => onChange(event.target.value)} />;
      break;
    case 'enum':
      control = (
        <select {...common} className={`form-select${error ? ' is-invalid' : ''}`} value={text} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('hr.form.choose')}</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {t(valueLabelKey(area, field.valuesOf ?? field.name, option))}
            </option>
          ))}
        </select>
      );
      break;
    case 'reference': {
      const record = known as HrRecord | undefined;
      const nameValue = field.nameField ? known?.[field.nameField] : record && field.nameOf?.(record, labels);
      control = (
        <ReferencePicker
          lookupKey={`${formKey}.${path}`}
          area={field.of}
          value={text}
          onChange={onChange}
          label={field.label}
          knownLabel={typeof nameValue === 'string' && known?.[field.name] !== undefined && String(known[field.name]) === text ? nameValue : undefined}
          filters={field.filters?.(values)}
          inputId={id}
          invalid={Boolean(error)}
          describedBy={describedBy}
          disabled={disabled}
          required={required}
        />
      );
      break;
    }
    case 'unit':
      return (
        <fieldset className="hr-unit">
          <legend id={`${id}-label`} className="form-label fs-6 mb-1">
            {label}
            {required && <span aria-hidden="true"> *</span>}
          </legend>
          <UnitPicker
            lookupKey={`${formKey}.${path}`}
            level={field.level}
            value={text}
            onChange={onChange}
            inputId={id}
            invalid={Boolean(error)}
            describedBy={describedBy}
            required={required}
          />
          {error && <div id={errorId} className="invalid-feedback d-block">{errorText(error)}</div>}
        </fieldset>
      );
    case 'integer':
    case 'decimal':
    case 'euros':
      control = (
        <div className={field.kind === 'euros' ? 'input-group has-validation' : undefined}>
          <input
            {...common}
            type="text"
            inputMode={field.kind === 'integer' ? 'numeric' : 'decimal'}
            className={inputClass}
            value={text}
            onChange={(event) => onChange(event.target.value)}
          />
          {field.kind === 'euros' && <span className="input-group-text">€</span>}
          {error && field.kind === 'euros' && <div id={errorId} className="invalid-feedback">{errorText(error)}</div>}
        </div>
      );
      break;
    default:
      control = (
        <input
          {...common}
          type={INPUT_TYPES[field.kind] ?? 'text'}
          className={`${inputClass}${field.kind === 'code' ? ' text-uppercase' : ''}`}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }

  return (
    <div>
      <label htmlFor={id} className={compact ? 'hr-line-label' : 'form-label'}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {control}
      {field.hint && (
        <div id={hintId} className="form-text">
          {t(`hr.${area}.hints.${field.name}`)}
        </div>
      )}
      {error && field.kind !== 'euros' && (
        <div id={errorId} className="invalid-feedback d-block">
          {errorText(error)}
          {error.code === 'duplicateDay' && error.params?.id && <ExistingRecordLink id={error.params.id} />}
        </div>
      )}
    </div>
  );
}
