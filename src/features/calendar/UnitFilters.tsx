import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { UNIT_LEVELS, type ServiceUnit, type UnitFilter, type UnitLevel } from './calendar-types';
import { unitOptions, type UnitOption } from './unit-options';

const optionsOf = (options: readonly UnitOption[]) =>
  options.map((option) => (
    <option key={option.id} value={option.id}>
      {option.name}
    </option>
  ));

export interface UnitFiltersProps {
  services: readonly ServiceUnit[];
  unit: UnitFilter;
  onChange(level: UnitLevel, id: number | undefined): void;
}

/** Enterprise → direction → department → service: each select narrowed by the ones above. */
export function UnitFilters({ services, unit, onChange }: UnitFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const options = unitOptions(services, unit);
  return (
    <div className="d-flex flex-wrap gap-2" role="group" aria-label={t('calendar.filters.title')}>
      {UNIT_LEVELS.map((level) => (
        <div key={level} className="cal-filter">
          <label htmlFor={`${id}-${level}`} className="form-label small mb-1 text-body-secondary">
            {t(`calendar.filters.${level}`)}
          </label>
          <select
            id={`${id}-${level}`}
            className="form-select form-select-sm"
            value={unit[level] ?? ''}
            onChange={(event) => onChange(level, event.target.value === '' ? undefined : Number(event.target.value))}
          >
            <option value="">{t(`calendar.filters.all.${level}`)}</option>
            {options[level].map((group) =>
              group.label === null ? (
                optionsOf(group.options)
              ) : (
                <optgroup key={group.label} label={group.label}>
                  {optionsOf(group.options)}
                </optgroup>
              ),
            )}
          </select>
        </div>
      ))}
    </div>
  );
}
