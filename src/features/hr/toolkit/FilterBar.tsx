import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import type { HrArea } from '@/domain/hr/areas';
import { fieldLabelKey, valueLabelKey, type ListFilter } from './list-definition';

export interface FilterBarProps {
  area: HrArea;
  filters: readonly ListFilter[];
  values: Record<string, string>;
  onChange(name: string, value: string): void;
}

type LinkFilter = Extract<ListFilter, { kind: 'link' }>;

function FilterField({
  area,
  filter,
  value,
  onChange,
}: {
  area: HrArea;
  filter: Exclude<ListFilter, LinkFilter>;
  value: string;
  onChange(value: string): void;
}) {
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

/** A filter a link set: its name and value, and a button that removes it. */
function LinkFilterChip({ area, filter, value, onRemove }: { area: HrArea; filter: LinkFilter; value: string; onRemove(): void }) {
  const { t } = useTranslation();
  const items = useAppSelector((state) => state[area].items);
  const label = t(filter.labelKey ?? fieldLabelKey(area, filter.name));
  return (
    <div className="d-flex align-items-end">
      <span className="form-control d-inline-flex align-items-center gap-2 rounded-pill w-auto">
        <span className="text-body-secondary">{label}</span>
        <span className="fw-medium">{filter.valueLabel?.(value, items) ?? value}</span>
        <button type="button" className="btn-close" aria-label={t('hr.list.removeFilter', { filter: label })} onClick={onRemove} />
      </span>
    </div>
  );
}

/** The area's filters: simple selects and dates over the names the contract accepts, and the chips of those set by a link. */
export function FilterBar({ area, filters, values, onChange }: FilterBarProps) {
  return (
    <>
      {filters.map((filter) => {
        const value = values[filter.name] ?? '';
        if (filter.kind !== 'link') {
          return <FilterField key={filter.name} area={area} filter={filter} value={value} onChange={(changed) => onChange(filter.name, changed)} />;
        }
        return value ? <LinkFilterChip key={filter.name} area={area} filter={filter} value={value} onRemove={() => onChange(filter.name, '')} /> : null;
      })}
    </>
  );
}
