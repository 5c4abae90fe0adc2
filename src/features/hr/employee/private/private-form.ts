import type { EmployeePrivateBlock } from '@/api';
import { employeePrivateInputSchema } from '@/domain/hr/employee';
import type { AreaFormDefinition, FormValues } from '@/features/hr/toolkit/form-definition';
import { valuesFromRecord } from '@/features/hr/toolkit/form-values';
import { formatIban, formatNir } from './mask';

const label = (name: string) => `hr.employee.private.fields.${name}`;

/** The private block's form: the toolkit's form, checked by the same schema as user/private/{id}. */
export const privateForm: AreaFormDefinition = {
  area: 'employee',
  schema: employeePrivateInputSchema,
  fields: [
    { name: 'nir', kind: 'text', labelKey: label('nir'), hint: true },
    { name: 'iban', kind: 'text', labelKey: label('iban') },
    { name: 'emergencyContactName', kind: 'text', labelKey: label('emergencyContactName') },
    { name: 'emergencyContactPhone', kind: 'tel', labelKey: label('emergencyContactPhone') },
  ],
  defaults: () => ({}),
  title: () => '',
};

/** The block as the form starts: the identifiers grouped as they are printed. */
export function privateValues(block: EmployeePrivateBlock): FormValues {
  const values = valuesFromRecord(privateForm.fields, { ...block });
  if (block.nir) values.nir = formatNir(block.nir);
  if (block.iban) values.iban = formatIban(block.iban);
  return values;
}
