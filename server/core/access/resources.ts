import { HR_AREAS, type HrArea } from '@/domain/hr/areas';

const AREAS = new Set<string>(HR_AREAS);

/** The HR area (and so resource of the permission matrix) an area's name is; a name that is none is a mistake in the code. */
export function hrAreaOf(name: string): HrArea {
  if (!AREAS.has(name)) throw new Error(`${name} is no HR area of the permission matrix`);
  return name as HrArea;
}
