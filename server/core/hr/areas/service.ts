import { serviceInputSchema } from '@/domain/hr/organisation';
import { unitArea } from './unit';

/** Service → one department; it cannot go while assignments (past ones included) refer to it. */
export const serviceArea = unitArea({
  name: 'service',
  table: 'services',
  subject: 'Ce service',
  input: serviceInputSchema,
  parent: { field: 'departmentId', table: 'departments' },
  chain: (service, ctx) => ctx.unitsOf(service.id),
  children: { table: 'assignments', field: 'serviceId', noun: ['affectation', 'affectations'] },
});
