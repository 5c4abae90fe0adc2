import { useTranslation } from 'react-i18next';
import type { FormValues } from '../toolkit/form-definition';
import { textToNumber } from '../toolkit/form-values';

/** How many lines name each employee and what they add up to: beyond 100 % is worth a warning. */
export function overAllocated(lines: readonly FormValues[]): number {
  const totals = new Map<string, number>();
  for (const line of lines) {
    const employee = typeof line.employeeId === 'string' ? line.employeeId : '';
    const percent = textToNumber(typeof line.allocationPercent === 'string' ? line.allocationPercent : '');
    if (employee && !Number.isNaN(percent)) totals.set(employee, (totals.get(employee) ?? 0) + percent);
  }
  return [...totals.values()].filter((total) => total > 100).length;
}

/** Warns (without refusing) when a member is allocated beyond 100 % in this project. */
export function AllocationWarning({ lines }: { lines: FormValues[] }) {
  const { t } = useTranslation();
  const count = overAllocated(lines);
  return (
    <div aria-live="polite">
      {count > 0 && (
        <div className="alert alert-warning mt-2 mb-0 py-2" role="status">
          {t('hr.projet.overAllocated', { count })}
        </div>
      )}
    </div>
  );
}
