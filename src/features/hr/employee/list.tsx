import type { AreaItem } from '@/contract/areas';
import { CONTRACT_TYPES } from '@/domain/hr/employee';
import { CURRENT_STATUSES } from '@/domain/rules/employment';
import type { Gender, LinkedEmployee } from '@/domain/user';
import { EmployeeAvatar } from '@/shared/ui/EmployeeAvatar';
import { defineAreaList } from '../toolkit/list-definition';
import { CurrentStatus } from './CurrentStatus';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const genderOf = (value: unknown): Gender => (value === 'M' || value === 'F' ? value : 'other');

/** The list's employee as the avatar reads it: photo file, else gender. */
export const asLinked = (item: AreaItem<'employee'>): LinkedEmployee => ({
  id: item.id,
  profile: { nameFile: text(item.nameFile) || null },
  user: { person: { gender: genderOf(item.gender), label: text(item.fullName) } },
  position: { title: text(item.positionTitle) },
});

/** A direction's name (and its enterprise's: names repeat across them) from the employees listed in it. */
function directionOf(directionId: string, items: readonly AreaItem<'employee'>[]): string | undefined {
  const item = items.find((candidate) => String(candidate.directionId) === directionId);
  if (!item) return undefined;
  const enterprise = text(item.enterpriseName);
  return enterprise ? `${text(item.directionName)}, ${enterprise}` : text(item.directionName);
}

export const employeeList = defineAreaList({
  area: 'employee',
  columns: [
    { key: 'photo', computed: true, sortBy: false, labelHidden: true, render: (item) => <EmployeeAvatar employee={asLinked(item)} size={36} /> },
    { key: 'matricule', nowrap: true },
    {
      key: 'fullName', link: true,
      sortBy: 'lastName,firstName',
      render: (item) => <span className="fw-medium">{text(item.fullName)}</span>,
    },
    { key: 'positionTitle' },
    { key: 'serviceName' },
    { key: 'contractType', kind: 'enum', nowrap: true },
    // Where the employee stands today by their dates, and a departure recorded ahead.
    { key: 'status', kind: 'status', sortBy: 'currentStatus', render: (item, { t }) => <CurrentStatus item={item} t={t} /> },
    { key: 'hireDate', kind: 'date', nowrap: true, visible: false },
    { key: 'contractEndDate', kind: 'date', nowrap: true, visible: false },
    { key: 'workEmail', visible: false },
    { key: 'phone', nowrap: true, visible: false },
    { key: 'departmentName', visible: false },
    { key: 'directionName', visible: false },
    { key: 'enterpriseName', visible: false },
    { key: 'cityName', visible: false },
  ],
  filters: [
    { name: 'status', kind: 'select', options: CURRENT_STATUSES },
    { name: 'contractType', kind: 'select', options: CONTRACT_TYPES },
    { name: 'hiredFrom', kind: 'date', labelKey: 'hr.employee.filters.hiredFrom' },
    { name: 'hiredTo', kind: 'date', labelKey: 'hr.employee.filters.hiredTo' },
    { name: 'exitFrom', kind: 'date', labelKey: 'hr.employee.filters.exitFrom' },
    { name: 'exitTo', kind: 'date', labelKey: 'hr.employee.filters.exitTo' },
    { name: 'contractEndFrom', kind: 'date', labelKey: 'hr.employee.filters.contractEndFrom' },
    { name: 'contractEndTo', kind: 'date', labelKey: 'hr.employee.filters.contractEndTo' },
    { name: 'directionId', kind: 'link', labelKey: 'hr.employee.fields.directionName', valueLabel: directionOf },
  ],
  defaultSort: 'fullName',
  extraActions: [{ labelKey: 'hr.import.open', to: 'import', requires: { resource: 'employeeImport', action: 'create' } }],
});
