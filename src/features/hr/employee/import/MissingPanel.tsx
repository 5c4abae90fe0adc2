import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportCreate, MissingNames } from '@/api';
import type { HrArea } from '@/domain/hr/areas';
import { ReferencePicker } from '@/features/hr/toolkit/ReferencePicker';
import { formatNumber } from '@/shared/lib/format';
import { referenceLabel } from './FillValue';

type Creatable = keyof ImportCreate;

/** Where each kind of missing record is created: cities in a country, services in a department, positions in an enterprise. */
const PARENTS: Record<Creatable, HrArea> = { cityId: 'country', serviceId: 'department', positionId: 'enterprise' };
const FIELDS = ['nationalityCountryId', 'cityId', 'serviceId', 'positionId'] as const;

const isCreatable = (field: string): field is Creatable => field in PARENTS;

export interface MissingPanelProps {
  missing: MissingNames;
  create: ImportCreate;
  disabled: boolean;
  onCreate(field: Creatable, parentId: number | undefined): void;
}

/**
 * The names the file gives that Effectif lacks, with their rows; cities, services and
 * positions can be created by the import (listed here before anything is written).
 */
export function MissingPanel({ missing, create, disabled, onCreate }: MissingPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const [wanted, setWanted] = useState<ReadonlySet<string>>(new Set());
  const fields = FIELDS.filter((field) => (missing[field]?.length ?? 0) > 0);
  if (fields.length === 0) return null;
  return (
    <section className="mt-3 border rounded p-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="h6">
        {t('hr.import.missingTitle')}
      </h3>
      {fields.map((field) => {
        const names = missing[field] ?? [];
        const creating = isCreatable(field) && create[field] !== undefined;
        const ticked = isCreatable(field) && (creating || wanted.has(field));
        return (
          <div key={field} className="mb-3">
            <p className="mb-1">
              {t(`hr.import.missingNames.${field}`, { count: names.length, total: formatNumber(names.length) })}{' '}
              {creating && <span className="badge text-bg-success">{t('hr.import.willCreate')}</span>}
            </p>
            <ul className="small mb-2">
              {names.map((name) => (
                <li key={`${name.name}|${name.postalCode ?? ''}`}>
                  {t('hr.import.missingName', {
                    name: name.postalCode ? `${name.name} (${name.postalCode})` : name.name,
                    rows: formatNumber(name.rows),
                    count: name.rows,
                  })}
                </li>
              ))}
            </ul>
            {isCreatable(field) && (
              <div className="d-flex flex-wrap align-items-center gap-2">
                <div className="form-check mb-0">
                  <input
                    className="form-check-input"
                    type="checkbox"
                    id={`${id}-${field}`}
                    checked={ticked}
                    disabled={disabled}
                    onChange={(event) => {
                      const next = new Set(wanted);
                      if (event.target.checked) next.add(field);
                      else {
                        next.delete(field);
                        onCreate(field, undefined);
                      }
                      setWanted(next);
                    }}
                  />
                  <label className="form-check-label" htmlFor={`${id}-${field}`}>
                    {t(`hr.import.createIn.${field}`)}
                  </label>
                </div>
                {ticked && (
                  <div className="import-map__field">
                    <label className="visually-hidden" htmlFor={`${id}-${field}-parent`}>
                      {t(`hr.import.createIn.${field}`)}
                    </label>
                    <ReferencePicker
                      lookupKey={`import.create.${field}`}
                      area={PARENTS[field]}
                      value={create[field] === undefined ? '' : String(create[field])}
                      onChange={(parent) => onCreate(field, parent ? Number(parent) : undefined)}
                      label={referenceLabel(PARENTS[field])}
                      inputId={`${id}-${field}-parent`}
                      describedBy={`${id}-${field}`}
                      disabled={disabled}
                    />
                  </div>
                )}
              </div>
            )}
          </div>
        );
      })}
    </section>
  );
}
