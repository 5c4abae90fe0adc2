import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HrRecord } from '@/api';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { UNIT_LEVELS, type UnitLevel } from './form-definition';
import { lookupActions } from './lookup-slice';
import { ReferencePicker } from './ReferencePicker';

/** The field a level's unit names its parent by, and the parent's level. */
const PARENT_FIELD: Record<UnitLevel, string | null> = {
  enterprise: null,
  direction: 'enterpriseId',
  department: 'directionId',
  service: 'departmentId',
};

const idText = (value: unknown) => (typeof value === 'number' ? String(value) : '');
const unitName = (record: HrRecord) => (typeof record.name === 'string' ? record.name : String(record.id));

type Chain = Record<UnitLevel, string>;
const NO_CHAIN: Chain = { enterprise: '', direction: '', department: '', service: '' };

/** The ids above a unit, read from the unit itself (the backend names its parents). */
function chainOf(record: HrRecord, level: UnitLevel): Chain {
  const chain = { ...NO_CHAIN };
  chain[level] = String(record.id);
  chain.enterprise ||= idText(record.enterpriseId);
  if (level === 'department' || level === 'service') chain.direction = idText(record.directionId);
  if (level === 'service') chain.department = idText(record.departmentId);
  return chain;
}

export interface UnitPickerProps {
  lookupKey: string;
  level: UnitLevel;
  value: string;
  onChange(id: string): void;
  inputId: string;
  invalid?: boolean;
  describedBy?: string;
  required?: boolean;
}

/**
 * A unit picked from the top down: enterprise, then direction, department and service,
 * each searchable and narrowed by the one above; changing one clears those below.
 */
export function UnitPicker({ lookupKey, level, value, onChange, inputId, invalid, describedBy, required }: UnitPickerProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const levels = UNIT_LEVELS.slice(0, UNIT_LEVELS.indexOf(level) + 1);
  // The user's own choices, for the value they led to; any other value's parents come from the unit itself.
  const [picked, setPicked] = useState<{ value: string; chain: Chain } | null>(null);
  const current = useAppSelector((state) => state.lookup[`${lookupKey}#unit`]);
  const unit = current?.items.find((item) => String(item.id) === value);
  const chain: Chain =
    picked?.value === value ? picked.chain : unit ? chainOf(unit, level) : { ...NO_CHAIN, [level]: value };

  const needsParents = value !== '' && picked?.value !== value && !unit;
  useEffect(() => {
    if (needsParents && !current?.loading && !current?.error) {
      dispatch(lookupActions.search({ key: `${lookupKey}#unit`, area: level, id: Number(value) }));
    }
  }, [dispatch, lookupKey, level, value, needsParents, current?.loading, current?.error]);

  const choose = (at: UnitLevel, id: string) => {
    const next = { ...chain, [at]: id };
    for (const below of UNIT_LEVELS.slice(UNIT_LEVELS.indexOf(at) + 1)) next[below] = '';
    const nextValue = at === level ? id : '';
    setPicked({ value: nextValue, chain: next });
    if (nextValue !== value) onChange(nextValue);
  };

  return (
    <div className="d-grid gap-2" role="group" aria-labelledby={`${inputId}-label`}>
      {levels.map((at) => {
        const parentField = PARENT_FIELD[at];
        const parentLevel = parentField ? UNIT_LEVELS[UNIT_LEVELS.indexOf(at) - 1] : null;
        const parentId = parentLevel ? chain[parentLevel] : '';
        const id = at === level ? inputId : `${inputId}-${at}`;
        return (
          <div key={at} className="hr-unit-step">
            <label htmlFor={id} className="form-label small text-body-secondary mb-1">
              {t(`hr.form.units.${at}`)}
            </label>
            <ReferencePicker
              lookupKey={`${lookupKey}.${at}`}
              area={at}
              value={chain[at]}
              onChange={(picked) => choose(at, picked)}
              label={unitName}
              filters={parentField && parentId ? { [parentField]: parentId } : undefined}
              inputId={id}
              disabled={parentLevel !== null && parentId === ''}
              invalid={at === level && invalid}
              describedBy={at === level ? describedBy : undefined}
              required={required}
            />
          </div>
        );
      })}
    </div>
  );
}
