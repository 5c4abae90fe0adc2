import type { AreaItem } from '@/contract/areas';
import type { FormField, FormValue, InputFieldOf, UnitLevel } from './form-definition';
import { recordLabels } from './labels';

type UnitArea = 'direction' | 'department' | 'service';
/** The fields every unit's input has. */
type UnitField = InputFieldOf<'direction'> & InputFieldOf<'department'> & InputFieldOf<'service'>;
type UnitItem = AreaItem<UnitArea>;

/**
 * Direction, département, service: the same form under a different parent, the parent's
 * field and level given by the area (`directionId`, `direction` for a département).
 */
export function unitForm<Parent extends string>(parent: Parent, level: UnitLevel) {
  const fields: readonly FormField<UnitField | Parent, UnitItem>[] = [
    { name: 'code', kind: 'code', hint: true },
    { name: 'name', kind: 'text' },
    { name: parent, kind: 'unit', level },
    { name: 'headEmployeeId', kind: 'reference', of: 'employee', label: recordLabels.employee, nameField: 'headEmployeeName' },
    { name: 'description', kind: 'textarea', wide: true },
  ];
  return { fields, defaults: (): Partial<Record<UnitField, FormValue>> => ({}), title: recordLabels.named };
}
