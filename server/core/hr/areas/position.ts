import { AREA_CONTRACTS } from '@/contract/areas';
import { positionInputSchema, type PositionInput } from '@/domain/hr/position';
import { ownedBy, type AreaDefinition } from '../area';
import type { AppContext } from '../context';

interface Names {
  enterpriseName?: string;
  /** Principal assignments to the position covering today, beside the budgeted headcount. */
  filledHeadcount: number;
}

function filledHeadcount(positionId: number, ctx: AppContext): number {
  const today = ctx.clock.today();
  let filled = 0;
  for (const key of ctx.db.keysWhere('assignments', 'positionId', positionId)) {
    const assignment = ctx.db.get('assignments', key);
    if (
      assignment?.kind === 'principale' &&
      assignment.startDate <= today &&
      (assignment.endDate === undefined || assignment.endDate >= today)
    ) {
      filled += 1;
    }
  }
  return filled;
}

/** Poste: code unique within the enterprise; filled vs budgeted headcount. */
export const positionArea: AreaDefinition<'positions', PositionInput, Names> = {
  name: 'position',
  table: 'positions',
  subject: 'Ce poste',
  input: positionInputSchema,
  names: (position, ctx) => ({
    enterpriseName: ctx.db.get('enterprises', position.enterpriseId)?.name,
    filledHeadcount: filledHeadcount(position.id, ctx),
  }),
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
