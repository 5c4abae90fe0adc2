import type { Mission } from '@/domain/hr/mission';
import type { AppContext } from '../context';

/** OM-2026-0001: the next number of the mission's year. */
export function nextMissionReference(startDate: string, ctx: AppContext): string {
  const year = startDate.slice(0, 4);
  return `OM-${year}-${String(ctx.indexes.highest('missions', numberInYear(year)) + 1).padStart(4, '0')}`;
}

/** One reader per year, kept, so that each year's highest number is indexed once. */
const readers = new Map<string, (mission: Mission) => number>();
function numberInYear(year: string) {
  let read = readers.get(year);
  if (!read) {
    const prefix = `OM-${year}-`;
    read = (mission) => (mission.reference.startsWith(prefix) ? Number(mission.reference.slice(prefix.length)) || 0 : 0);
    readers.set(year, read);
  }
  return read;
}
