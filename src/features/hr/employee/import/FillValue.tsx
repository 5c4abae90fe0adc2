import { useTranslation } from 'react-i18next';
import type { HrRecord } from '@/api';
import type { HrArea } from '@/domain/hr/areas';
import type { LabelContext } from '@/features/hr/toolkit/form-definition';
import { recordLabels } from '@/features/hr/toolkit/labels';
import { valueLabelKey } from '@/features/hr/toolkit/list-definition';
import { ReferencePicker } from '@/features/hr/toolkit/ReferencePicker';
import type { ImportField } from './import-fields';

/** How a picked record is named, by area. */
export const referenceLabel = (area: HrArea): ((record: HrRecord, context: LabelContext) => string) =>
  area === 'country' ? recordLabels.country : area === 'city' ? recordLabels.city : area === 'position' ? recordLabels.position : recordLabels.named;

export interface FillValueProps {
  field: ImportField;
  value: string;
  inputId: string;
  describedBy?: string;
  disabled: boolean;
  /** The value cannot be used as it is (its hint says why). */
  invalid?: boolean;
  onChange(value: string): void;
}

/** The control a value is given with on screen: a date, a choice, a record picked, a number or text. */
export function FillValue({ field, value, inputId, describedBy, disabled, invalid = false, onChange }: FillValueProps) {
  const { t } = useTranslation();
  const common = { id: inputId, 'aria-describedby': describedBy, 'aria-invalid': invalid || undefined, disabled };
  switch (field.kind) {
    case 'reference':
      return (
        <ReferencePicker
          lookupKey={`import.fill.${field.name}`}
          area={field.area ?? 'country'}
          value={value}
          onChange={onChange}
          label={referenceLabel(field.area ?? 'country')}
          inputId={inputId}
          describedBy={describedBy}
          disabled={disabled}
        />
      );
    case 'enum':
      return (
        <select {...common} className="form-select form-select-sm" value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('hr.import.noValue')}</option>
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {t(valueLabelKey('employee', field.name, option))}
            </option>
          ))}
        </select>
      );
    default:
      return (
        <input
          {...common}
          type={field.kind === 'date' ? 'date' : field.kind === 'integer' ? 'number' : 'text'}
          min={field.kind === 'integer' ? 0 : undefined}
          className={`form-control form-control-sm${invalid ? ' is-invalid' : ''}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}
