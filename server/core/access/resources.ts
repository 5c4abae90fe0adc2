import { RESOURCES, type Resource } from '@/domain/permissions';

const KNOWN = new Set<string>(RESOURCES);

/** The resource an area's name is (src/domain/permissions.ts); a name that is none is a mistake in the code. */
export function resourceOf(name: string): Resource {
  if (!KNOWN.has(name)) throw new Error(`${name} is no resource of the permission matrix`);
  return name as Resource;
}
