import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { recordLabels } from '@/features/hr/toolkit/labels';
import { ReferencePicker } from '@/features/hr/toolkit/ReferencePicker';
import { UnitPicker } from '@/features/hr/toolkit/UnitPicker';
import type { GridMode } from './grid-types';

/** The store keys of the grid's pickers. */
export const EMPLOYEE_PICKER = 'attendance.grid.employee';
export const SERVICE_PICKER = 'attendance.grid.service';

export interface GridPickerProps {
  mode: GridMode;
  employeeId: string;
  serviceId: string;
  onEmployee(id: string): void;
  onService(id: string): void;
}

/** Whose month: an employee searched by name, or a service picked down from its enterprise. */
export function GridPicker({ mode, employeeId, serviceId, onEmployee, onService }: GridPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  if (mode === 'employee') {
    return (
      <div className="att-picker">
        <label htmlFor={id} className="form-label">
          {t('hr.attendance.grid.employee')}
        </label>
        <ReferencePicker lookupKey={EMPLOYEE_PICKER} area="employee" value={employeeId} onChange={onEmployee} label={recordLabels.employee} inputId={id} />
      </div>
    );
  }
  return (
    <fieldset className="att-units">
      <legend id={`${id}-label`} className="form-label fs-6 mb-1">
        {t('hr.attendance.grid.service')}
      </legend>
      <UnitPicker lookupKey={SERVICE_PICKER} level="service" value={serviceId} onChange={onService} inputId={id} />
    </fieldset>
  );
}
