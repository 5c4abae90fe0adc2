import { AREA_CONTRACTS } from '@/contract/areas';
import { defineAreaList } from '../toolkit/list-definition';

export const salaryList = defineAreaList({
  area: 'salary',
  columns: [
    { key: 'matricule', nowrap: true },
    { key: 'employeeName', link: true },
    { key: 'effectiveDate', kind: 'date', nowrap: true },
    { key: 'baseMonthlyGrossCents', kind: 'euros', align: 'end', nowrap: true },
    { key: 'hoursPerMonth', kind: 'number', align: 'end' },
    { key: 'note', visible: false },
  ],
  filters: [
    { name: 'from', kind: 'date', labelKey: 'hr.list.from' },
    { name: 'to', kind: 'date', labelKey: 'hr.list.to' },
  ],
  defaultSort: AREA_CONTRACTS.salary.defaultSort,
});
