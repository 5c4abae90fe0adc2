import type { Mission } from '@/domain/hr/mission';
import type { AreaView } from '@server/core/storage/repository';
import type { AppContext } from '../context';

/** OM-2026-0001: the next number of the mission's year. */
export async function nextMissionReference(startDate: string, ctx: AppContext, view: AreaView<'missions', object>): Promise<string> {
  const year = startDate.slice(0, 4);
  return `OM-${year}-${String((await ctx.db.highest(view, 'reference', year)) + 1).padStart(4, '0')}`;
}

const REFERENCE = /^OM-(\d{4})-(\d+)$/;

/** The sequence of mission orders, counted per year: OM-2026-0003 is number 3 of 2026. */
export const referenceNumber = (mission: Mission) => {
  const found = REFERENCE.exec(mission.reference);
  return found ? { group: found[1], number: Number(found[2]) || 0 } : undefined;
};
