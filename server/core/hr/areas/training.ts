import { AREA_CONTRACTS } from '@/contract/areas';
import { trainingInputSchema, type TrainingInput } from '@/domain/hr/training';
import { referringVia, type AreaDefinition } from '../area';
import { employeeName } from './names';

type Names = { employeeName?: string };

/** Formation: a training an employee follows on a day. */
export const trainingArea: AreaDefinition<'trainings', TrainingInput, Names> = {
  name: 'training',
  table: 'trainings',
  subject: 'Cette formation',
  input: trainingInputSchema,
  names: (training, ctx) => ({ employeeName: employeeName(ctx, training.employeeId) }),
  resolvedFields: ['employeeName'],
  searchText: (training, names) => [training.title, names.employeeName],
  filters: AREA_CONTRACTS.training.filters,
  defaultSort: AREA_CONTRACTS.training.defaultSort,
  dependsOn: [{ table: 'employees', affected: referringVia('trainings', 'employeeId') }],
  references: [{ field: 'employeeId', table: 'employees' }],
  unique: [],
  build: (input) => input,
  dependents: [],
};
