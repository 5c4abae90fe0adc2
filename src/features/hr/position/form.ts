import { POSITION_CATEGORIES, positionInputSchema } from '@/domain/hr/position';
import { defineAreaForm } from '../toolkit/form-definition';
import { recordLabels } from '../toolkit/labels';
import { PositionHolders } from './PositionHolders';

export const positionForm = defineAreaForm({
  area: 'position',
  schema: positionInputSchema,
  fields: [
    { name: 'code', kind: 'code', hint: true },
    { name: 'title', kind: 'text' },
    { name: 'enterpriseId', kind: 'unit', level: 'enterprise' },
    { name: 'category', kind: 'enum', options: POSITION_CATEGORIES },
    { name: 'grade', kind: 'text' },
    { name: 'budgetedHeadcount', kind: 'integer' },
    { name: 'minMonthlyGrossCents', kind: 'euros' },
    { name: 'maxMonthlyGrossCents', kind: 'euros' },
    { name: 'description', kind: 'textarea', wide: true },
  ],
  defaults: () => ({ budgetedHeadcount: '1' }),
  title: recordLabels.position,
  Extras: PositionHolders,
});
