import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { UNIT_LEVELS, type ServiceUnit, type UnitFilter, type UnitLevel } from './calendar-types';

interface Option {
  id: number;
  name: string;
}

/** Each level's units, read from the services (which name their parents), narrowed by the levels above. */
export function unitOptions(services: readonly ServiceUnit[], unit: UnitFilter): Record<UnitLevel, Option[]> {
  const options: Record<UnitLevel, Map<number, string>> = {
    enterpriseId: new Map(),
    directionId: new Map(),
    departmentId: new Map(),
    serviceId: new Map(),
  };
  for (const service of services) {
    const chain: Record<UnitLevel, [number, string]> = {
      enterpriseId: [service.enterpriseId, service.enterpriseName],
      directionId: [service.directionId, service.directionName],
      departmentId: [service.departmentId, service.departmentName],
      serviceId: [service.id, service.name],
    };
    for (const [index, level] of UNIT_LEVELS.entries()) {
      const above = UNIT_LEVELS.slice(0, index);
      if (above.some((parent) => unit[parent] !== undefined && unit[parent] !== chain[parent][0])) break;
      options[level].set(...chain[level]);
    }
  }
  const sorted = (map: Map<number, string>) =>
    [...map].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  return {
    enterpriseId: sorted(options.enterpriseId),
    directionId: sorted(options.directionId),
    departmentId: sorted(options.departmentId),
    serviceId: sorted(options.serviceId),
  };
}

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
            {options[level].map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
      ))}
    </div>
  );
}
