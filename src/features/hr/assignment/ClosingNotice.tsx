import { useTranslation } from 'react-i18next';
import { isIsoDate } from '@/domain/common';
import { assignmentsClosedBy } from '@/domain/rules/assignment-closing';
import type { FormValues } from '@/features/hr/toolkit/form-definition';
import { textOf } from '@/features/hr/toolkit/form-values';
import { useLookupList } from '@/features/hr/toolkit/use-lookup-list';
import { formatDate } from '@/shared/lib/format';

const text = (value: FormValues[string] | undefined) => (typeof value === 'string' ? value.trim() : '');

/** The employee's principal assignments, and which of them the new one would close. */
function ClosingOf({ employeeId, startDate, endDate }: { employeeId: number; startDate: string; endDate?: string }) {
  const { t } = useTranslation();
  const { lookup } = useLookupList('assignment.form.closing', 'assignment', {
    page: 1,
    pageSize: 200,
    sort: '-startDate',
    filters: { employeeId, kind: 'principale' },
  });
  const mine = (lookup?.items ?? []).filter((item) => Number(item.employeeId) === employeeId);
  const spans = mine.map((item) => ({
    item,
    kind: textOf(item, 'kind'),
    startDate: textOf(item, 'startDate'),
    endDate: textOf(item, 'endDate') || undefined,
  }));
  const closings = lookup?.loading ? [] : assignmentsClosedBy({ kind: 'principale', startDate, endDate }, spans);
  return (
    <>
      {closings.map(({ assignment, endDate: closedOn }) => (
        <div key={assignment.item.id} className="alert alert-info mt-3 mb-0 py-2">
          {t('hr.assignment.closing', {
            position: textOf(assignment.item, 'positionTitle'),
            service: textOf(assignment.item, 'serviceName'),
            since: formatDate(assignment.startDate),
            date: formatDate(closedOn),
          })}
        </div>
      ))}
    </>
  );
}

/**
 * On a new principal assignment without an end: which open principal assignment of the
 * employee saving will close, and on which day (the rule the backend applies).
 */
export function ClosingNotice({ values, editing }: { values: FormValues; editing: boolean }) {
  const employeeId = Number(text(values.employeeId));
  const startDate = text(values.startDate);
  const endDate = text(values.endDate);
  const asked = !editing && text(values.kind) === 'principale' && Number.isInteger(employeeId) && employeeId > 0 && isIsoDate(startDate);
  // The live region stays in place so that what appears in it is read out.
  return (
    <div aria-live="polite">
      {asked && <ClosingOf employeeId={employeeId} startDate={startDate} endDate={isIsoDate(endDate) ? endDate : undefined} />}
    </div>
  );
}
