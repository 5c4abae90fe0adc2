import { departmentInputSchema } from '@/domain/hr/organisation';
import { unitArea } from './unit';

/** Département → one direction. */
export const departmentArea = unitArea({
  name: 'department',
  table: 'departments',
  subject: 'Ce département',
  input: departmentInputSchema,
  parent: { field: 'directionId', table: 'directions' },
  chain: async (department, ctx) => {
    const direction = await ctx.db.get('directions', department.directionId);
    return { department, direction, enterprise: direction && (await ctx.db.get('enterprises', direction.enterpriseId)) };
  },
  children: { table: 'services', field: 'departmentId', noun: ['service', 'services'] },
});
