import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { HrArea } from '@/domain/hr/areas';
import { fieldLabelKey, valueLabelKey, type ListFilter } from './list-definition';

export interface FilterBarProps {
  area: HrArea;
  filters: readonly ListFilter[];
  values: Record<string, string>;
  onChange(name: string, value: string): void;
}

function FilterField({ area, filter, value, onChange }: { area: HrArea; filter: ListFilter; value: string; onChange(value: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  const label = t(filter.labelKey ?? fieldLabelKey(area, filter.name));
  return (
    <div className="hr-filter">
      <label htmlFor={id} className="form-label small mb-1 text-body-secondary">
        {label}
      </label>
      {filter.kind === 'select' ? (
        <select id={id} className="form-select" value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('hr.list.all')}</option>
          {filter.options.map((option) => (
            <option key={option} value={option}>
              {filter.optionLabel ? filter.optionLabel(option, t) : t(valueLabelKey(area, filter.valuesOf ?? filter.name, option))}
            </option>
          ))}
        </select>
      ) : (
        <input id={id} type="date" className="form-control" value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </div>
  );
}

/** The area's filters: simple selects and dates over the names the contract accepts. */
export function FilterBar({ area, filters, values, onChange }: FilterBarProps) {
  return (
    <>
      {filters.map((filter) => (
        <FilterField
          key={filter.name}
          area={area}
          filter={filter}
          value={values[filter.name] ?? ''}
          onChange={(value) => onChange(filter.name, value)}
        />
      ))}
    </>
  );
}
