import { directionInputSchema } from '@/domain/hr/organisation';
import { unitArea } from './unit';

/** Direction → one enterprise. */
export const directionArea = unitArea({
  name: 'direction',
  table: 'directions',
  subject: 'Cette direction',
  input: directionInputSchema,
  parent: { field: 'enterpriseId', table: 'enterprises' },
  chain: async (direction, ctx) => ({ direction, enterprise: await ctx.db.get('enterprises', direction.enterpriseId) }),
  children: { table: 'departments', field: 'directionId', noun: ['département', 'départements'] },
});
