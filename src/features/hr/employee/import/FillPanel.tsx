import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailPatternHint } from './EmailPatternHint';
import { FillValue } from './FillValue';
import { IMPORT_DEFAULTS, IMPORT_FIELDS, importFieldLabelKey, type ImportField } from './import-fields';
import { EMAIL_FIELDS, wrongPatterns, type ImportPlan } from './import-values';

/** Given a value on screen unless the user adds others: what is required, and the assignment. */
const SHOWN = (field: ImportField) => field.required || field.name === 'serviceId' || field.name === 'positionId';

export interface FillPanelProps {
  plan: ImportPlan;
  disabled: boolean;
  onFill(field: string, value: string): void;
}

/**
 * Values the user gives on screen: every row takes one when the file has no column for
 * its field, the rows with an empty cell when it has one.
 */
export function FillPanel({ plan, disabled, onFill }: FillPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const label = (name: string) => t(importFieldLabelKey(name));
  const shown = IMPORT_FIELDS.filter((field) => SHOWN(field) || plan.fills[field.name] !== undefined);
  const others = IMPORT_FIELDS.filter((field) => !shown.includes(field));
  const wrong = wrongPatterns(plan);
  return (
    <div>
      <p className="form-text mt-0">{t('hr.import.fillHelp')}</p>
      <div className="row g-2">
        {shown.map((field) => {
          const mapped = plan.mapping.includes(field.name);
          // Status and dependants have a default: shown, so that what every row gets is on screen.
          const value = plan.fills[field.name] ?? String(IMPORT_DEFAULTS[field.name] ?? '');
          const lacking = field.required && !mapped && !value && !(field.name in IMPORT_DEFAULTS);
          const wrongPattern = wrong.includes(field.name);
          const hintId = `${id}-${field.name}-hint`;
          const email = EMAIL_FIELDS.includes(field.name);
          return (
            <div key={field.name} className="col-12 col-md-6 col-xl-4">
              <label htmlFor={`${id}-${field.name}`} className="form-label small fw-semibold mb-1">
                {field.required ? t('hr.import.requiredField', { field: label(field.name) }) : label(field.name)}
              </label>
              <FillValue
                field={field}
                value={value}
                inputId={`${id}-${field.name}`}
                describedBy={email ? `${hintId} ${hintId}-pattern` : hintId}
                disabled={disabled}
                invalid={wrongPattern}
                onChange={(next) => onFill(field.name, next)}
              />
              <div id={hintId} className={`form-text small mt-1${lacking || wrongPattern ? ' text-danger-emphasis fw-semibold' : ''}`}>
                {wrongPattern
                  ? t('validation.invalidEmailPattern')
                  : lacking
                    ? t('hr.import.fillLacking')
                    : mapped
                      ? t('hr.import.fillEmpty')
                      : t('hr.import.fillAll')}
              </div>
              {email && <EmailPatternHint id={`${hintId}-pattern`} />}
            </div>
          );
        })}
      </div>
      {others.length > 0 && (
        <div className="mt-3 import-map__field">
          <label htmlFor={`${id}-more`} className="form-label small mb-1">
            {t('hr.import.fillMore')}
          </label>
          <select
            id={`${id}-more`}
            className="form-select form-select-sm w-auto"
            value=""
            disabled={disabled}
            onChange={(event) => event.target.value && onFill(event.target.value, '')}
          >
            <option value="">{t('hr.import.fillMoreChoose')}</option>
            {others.map((field) => (
              <option key={field.name} value={field.name}>
                {label(field.name)}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
