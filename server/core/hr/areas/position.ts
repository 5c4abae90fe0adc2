import { AREA_CONTRACTS } from '@/contract/areas';
import { positionInputSchema, type PositionInput } from '@/domain/hr/position';
import { ownedBy, type AreaDefinition } from '../area';
import { isPrincipalOn } from '@/domain/hr/assignment';
import type { AppContext } from '../context';

interface Names {
  enterpriseName?: string;
  /** Principal assignments to the position covering today, beside the budgeted headcount. */
  filledHeadcount: number;
}

async function filledHeadcount(positionId: number, ctx: AppContext): Promise<number> {
  const today = ctx.clock.today();
  return (await ctx.db.where('assignments', 'positionId', positionId)).filter((assignment) => isPrincipalOn(assignment, today)).length;
}

/** Poste: code unique within the enterprise; filled vs budgeted headcount. */
export const positionArea: AreaDefinition<'positions', PositionInput, Names> = {
  name: 'position',
  table: 'positions',
  subject: 'Ce poste',
  input: positionInputSchema,
  names: async (position, ctx) => ({
    enterpriseName: (await ctx.db.get('enterprises', position.enterpriseId))?.name,
    filledHeadcount: await filledHeadcount(position.id, ctx),
  }),
  // Assignments covering today fill the position.
  namesDependOnDay: true,
  resolvedFields: ['enterpriseName', 'filledHeadcount'],
  searchText: (position, names) => [position.code, position.title, position.grade, position.category, names.enterpriseName],
  filters: AREA_CONTRACTS.position.filters,
  defaultSort: AREA_CONTRACTS.position.defaultSort,
  dependsOn: [{ table: 'enterprises' }, { table: 'assignments', affected: ownedBy('positionId') }],
  references: [{ field: 'enterpriseId', table: 'enterprises' }],
  unique: [
    {
      field: 'code',
      key: (position) => `${position.enterpriseId}|${position.code}`
    },
  ],
  build: (input) => input,
  dependents: [{ table: 'assignments', field: 'positionId', noun: ['affectation', 'affectations'] }],
};
