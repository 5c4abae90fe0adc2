import { UNIT_LEVELS, type ServiceUnit, type UnitFilter, type UnitLevel } from './calendar-types';

export interface UnitOption {
  id: number;
  name: string;
}

/** Units under the same parent; `label` names the parent, null when every unit shown has the same one. */
export interface UnitOptionGroup {
  label: string | null;
  options: UnitOption[];
}

type Chain = Record<UnitLevel, [id: number, name: string]>;

const chainOf = (service: ServiceUnit): Chain => ({
  enterpriseId: [service.enterpriseId, service.enterpriseName],
  directionId: [service.directionId, service.directionName],
  departmentId: [service.departmentId, service.departmentName],
  serviceId: [service.id, service.name],
});

/** The parent a level's units are grouped under: enterprises have none, a service shows its enterprise and department. */
function parentLabel(level: UnitLevel, chain: Chain): string {
  if (level === 'enterpriseId') return '';
  if (level === 'directionId') return chain.enterpriseId[1];
  return `${chain.enterpriseId[1]} · ${(level === 'departmentId' ? chain.directionId : chain.departmentId)[1]}`;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'fr');

/**
 * Each level's units, read from the services (which name their parents), narrowed by the
 * levels above, each unit once. Enterprises have units of the same name (each its
 * "Direction Financière"): they are told apart by their parent, one group per parent.
 */
export function unitOptions(services: readonly ServiceUnit[], unit: UnitFilter): Record<UnitLevel, UnitOptionGroup[]> {
  const found = Object.fromEntries(UNIT_LEVELS.map((level) => [level, new Map<number, { name: string; parent: string }>()]));
  for (const service of services) {
    const chain = chainOf(service);
    for (const [index, level] of UNIT_LEVELS.entries()) {
      const above = UNIT_LEVELS.slice(0, index);
      if (above.some((parent) => unit[parent] !== undefined && unit[parent] !== chain[parent][0])) break;
      found[level].set(chain[level][0], { name: chain[level][1], parent: parentLabel(level, chain) });
    }
  }
  const grouped = (units: Map<number, { name: string; parent: string }>): UnitOptionGroup[] => {
    const groups = new Map<string, UnitOption[]>();
    for (const [id, { name, parent }] of units) groups.set(parent, [...(groups.get(parent) ?? []), { id, name }]);
    const single = groups.size <= 1;
    return [...groups]
      .map(([label, options]) => ({ label: single ? null : label, options: options.sort(byName) }))
      .sort((a, b) => (a.label ?? '').localeCompare(b.label ?? '', 'fr'));
  };
  return {
    enterpriseId: grouped(found.enterpriseId),
    directionId: grouped(found.directionId),
    departmentId: grouped(found.departmentId),
    serviceId: grouped(found.serviceId),
  };
}
