import { serviceInputSchema } from '@/domain/hr/organisation';
import { defineAreaForm } from '../toolkit/form-definition';
import { unitForm } from '../toolkit/unit-form';

export const serviceForm = defineAreaForm({
  area: 'service',
  schema: serviceInputSchema,
  ...unitForm('departmentId', 'department'),
});
