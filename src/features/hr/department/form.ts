import { departmentInputSchema } from '@/domain/hr/organisation';
import { defineAreaForm } from '../toolkit/form-definition';
import { unitForm } from '../toolkit/unit-form';

export const departmentForm = defineAreaForm({
  area: 'department',
  schema: departmentInputSchema,
  ...unitForm('directionId', 'direction'),
});
