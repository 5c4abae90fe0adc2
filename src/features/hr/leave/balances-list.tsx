import { paths } from '@/shared/paths';
import { Link } from 'react-router-dom';
import type { HrRecord } from '@/api';
import type { LeaveBalance } from '@/domain/hr/leave-planning';
import { formatNumber } from '@/shared/lib/format';
import type { AreaListDefinition, ListColumn } from '../toolkit/list-definition';


/** A balance as the toolkit's table takes a row: keyed by its employee. */
export const balanceRow = (balance: LeaveBalance): HrRecord => ({ ...balance, id: balance.employeeId, version: 0 });

/** Days as computed by the backend; only the employees' own columns sort (the contract sorts employees). */
const dayColumn = (key: keyof LeaveBalance): ListColumn => ({ key, kind: 'number', align: 'end', sortBy: false, nowrap: true });

/** The balances page's columns, labelled `hr.leave.fields.{key}`, kept in the address like any list. */
export const balancesList: AreaListDefinition = {
  area: 'leave',
  columns: [
    {
      key: 'employeeName',
      sortBy: 'lastName,firstName',
      render: (item) => <Link to={paths.record('employee', item.id)}>{String(item.employeeName)}</Link>,
    },
    { key: 'matricule', nowrap: true },
    dayColumn('acquired'),
    dayColumn('carriedOver'),
    dayColumn('fractionnement'),
    dayColumn('taken'),
    dayColumn('planned'),
    dayColumn('pending'),
    {
      ...dayColumn('available'),
      render: (item) => {
        const available = Number(item.available);
        return <span className={`fw-semibold ${available < 0 ? 'text-danger-emphasis' : ''}`}>{formatNumber(available)}</span>;
      },
    },
  ],
  defaultSort: 'employeeName',
};
