import type { AreaItem } from '@/contract/areas';
import { useTranslation } from 'react-i18next';
import { textOf } from '@/features/hr/toolkit/form-values';
import { SalaryHistory } from './SalaryHistory';

/** Below a salary entry: the employee's whole history, this entry among the others. */
export function SalaryExtras({ record }: { record: AreaItem<'salary'> }) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="salary-history-title">
      <div className="card-body">
        <h2 id="salary-history-title" className="h6 mb-3">
          {t('hr.salary.history.titleOf', { name: textOf(record, 'employeeName') })}
        </h2>
        <SalaryHistory employeeId={Number(record.employeeId)} viewedId={record.id} />
      </div>
    </section>
  );
}
