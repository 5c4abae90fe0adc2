/** What the tests need to know of each area: a text to search, a column to sort, a filter, a change. */
export interface AreaCase {
  area: string;
  /** A text field of the items whose first word `q` must find. */
  searchField: string;
  sortField: string;
  /** `param` = the value of the item's `field`: every result must have it. */
  filter: { param: string; field: string };
  /** A change to make on update. */
  change: Record<string, unknown>;
  /** What DELETE does to the new record: remove it, or archive it (employees). */
  removal: 'delete' | 'archive';
  /** Where to find a record others still refer to (its DELETE answers 409): an item of `area`, its `field`. */
  referencedBy?: { area: string; field: string };
}

export const AREA_CASES: AreaCase[] = [
  { area: 'employee', searchField: 'lastName', sortField: 'serviceName', filter: { param: 'serviceId', field: 'serviceId' }, change: { phone: '0700000000' }, removal: 'archive' },
  { area: 'assignment', searchField: 'employeeName', sortField: 'startDate', filter: { param: 'serviceId', field: 'serviceId' }, change: { endDate: '2026-05-15' }, removal: 'delete' },
  { area: 'attendance', searchField: 'employeeName', sortField: 'date', filter: { param: 'employeeId', field: 'employeeId' }, change: { checkOut: '18:00' }, removal: 'delete' },
  { area: 'position', searchField: 'title', sortField: 'title', filter: { param: 'enterpriseId', field: 'enterpriseId' }, change: { budgetedHeadcount: 4 }, removal: 'delete', referencedBy: { area: 'assignment', field: 'positionId' } },
  { area: 'leave', searchField: 'employeeName', sortField: 'startDate', filter: { param: 'status', field: 'status' }, change: { reason: 'Vacances' }, removal: 'delete' },
  { area: 'mission', searchField: 'purpose', sortField: 'reference', filter: { param: 'employeeId', field: 'employeeId' }, change: { purpose: 'Salon modifié' }, removal: 'delete' },
  { area: 'projet', searchField: 'name', sortField: 'code', filter: { param: 'enterpriseId', field: 'enterpriseId' }, change: { name: 'Projet renommé' }, removal: 'delete' },
  { area: 'salary', searchField: 'employeeName', sortField: 'baseMonthlyGrossCents', filter: { param: 'employeeId', field: 'employeeId' }, change: { baseMonthlyGrossCents: 310000 }, removal: 'delete' },
  { area: 'city', searchField: 'name', sortField: 'name', filter: { param: 'countryId', field: 'countryId' }, change: { region: 'Test' }, removal: 'delete', referencedBy: { area: 'employee', field: 'cityId' } },
  { area: 'country', searchField: 'code', sortField: 'names.en', filter: { param: 'active', field: 'active' }, change: { active: false }, removal: 'delete', referencedBy: { area: 'city', field: 'countryId' } },
  { area: 'enterprise', searchField: 'name', sortField: 'name', filter: { param: 'cityId', field: 'cityId' }, change: { phone: '0100000000' }, removal: 'delete', referencedBy: { area: 'direction', field: 'enterpriseId' } },
  { area: 'direction', searchField: 'name', sortField: 'code', filter: { param: 'enterpriseId', field: 'enterpriseId' }, change: { name: 'Direction renommée' }, removal: 'delete', referencedBy: { area: 'department', field: 'directionId' } },
  { area: 'department', searchField: 'name', sortField: 'code', filter: { param: 'directionId', field: 'directionId' }, change: { name: 'Département renommé' }, removal: 'delete', referencedBy: { area: 'service', field: 'departmentId' } },
  { area: 'service', searchField: 'name', sortField: 'name', filter: { param: 'departmentId', field: 'departmentId' }, change: { name: 'Service renommé' }, removal: 'delete', referencedBy: { area: 'assignment', field: 'serviceId' } },
];
