import { directionInputSchema } from '@/domain/hr/organisation';
import { defineAreaForm } from '../toolkit/form-definition';
import { unitForm } from '../toolkit/unit-form';

export const directionForm = defineAreaForm({
  area: 'direction',
  schema: directionInputSchema,
  ...unitForm('enterpriseId', 'enterprise'),
});
