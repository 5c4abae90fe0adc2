import type { HrArea } from '@/domain/hr/areas';
import type { AreaFormDefinition, InputSchema, UnitLevel } from './form-definition';
import { recordLabels } from './labels';

/** Direction, département, service: the same form under a different parent. */
export function unitForm(area: HrArea, schema: InputSchema, parent: UnitLevel): AreaFormDefinition {
  return {
    area,
    schema,
    fields: [
      { name: 'code', kind: 'code', hint: true },
      { name: 'name', kind: 'text' },
      { name: `${parent}Id`, kind: 'unit', level: parent },
      { name: 'headEmployeeId', kind: 'reference', of: 'employee', label: recordLabels.employee, nameField: 'headEmployeeName' },
      { name: 'description', kind: 'textarea', wide: true },
    ],
    defaults: () => ({}),
    title: recordLabels.named,
  };
}
