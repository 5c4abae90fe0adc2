/** What the contract suite needs to know of each of the fourteen areas. */

type Input = Record<string, unknown>;

export type BadKind = 'missing field' | 'wrong type' | 'too long' | 'dates in the wrong order' | 'invalid identifier' | 'unknown reference';

/** A bad input: the valid sample changed by `patch`; the answer names `field` with `code`. */
export interface BadInput {
  kind: BadKind;
  field: string;
  code: string;
  patch(input: Input): Input;
}

export interface AreaCase {
  area: string;
  /** A text field of the items whose words `q` must find. */
  searchField: string;
  sortField: string;
  /** `param` = the value of the item's `field`: every result must have it. */
  filter: { param: string; field: string };
  /** A change to make on update. */
  change: Input;
  /** What DELETE does to a new record: remove it, or archive it (employees). */
  removal: 'delete' | 'archive';
  /** Where to find a record others still refer to (its DELETE answers 409): an item of `area`, its `field`. */
  referencedBy?: { area: string; field: string };
  bad: BadInput[];
}

const without =
  (field: string) =>
  ({ [field]: _dropped, ...rest }: Input): Input =>
    rest;
const set =
  (changes: Input) =>
  (input: Input): Input => ({ ...input, ...changes });
const long = (length: number) => 'x'.repeat(length);
const UNKNOWN = 987_654;

const missing = (field: string): BadInput => ({ kind: 'missing field', field, code: 'required', patch: without(field) });
const wrongType = (field: string, value: unknown): BadInput => ({ kind: 'wrong type', field, code: 'invalidType', patch: set({ [field]: value }) });
const tooLong = (field: string, length: number): BadInput => ({ kind: 'too long', field, code: 'tooLong', patch: set({ [field]: long(length) }) });
const dateOrder = (field: string, changes: Input): BadInput => ({ kind: 'dates in the wrong order', field, code: 'dateOrder', patch: set(changes) });
const identifier = (field: string, code: string, changes: Input): BadInput => ({ kind: 'invalid identifier', field, code, patch: set(changes) });
const unknownRef = (field: string): BadInput => ({ kind: 'unknown reference', field, code: 'unknownReference', patch: set({ [field]: UNKNOWN }) });

const unitBad = (parent: string): BadInput[] => [
  missing('name'),
  wrongType(parent, String(UNKNOWN)),
  tooLong('description', 1001),
  identifier('code', 'invalidCode', { code: 'pas un code' }),
  unknownRef(parent),
  unknownRef('headEmployeeId'),
];

/** An area's case as written below: its list filtered by a field of the same name, its new records deleted unless told. */
interface Row extends Omit<AreaCase, 'filter' | 'removal'> {
  /** The field to filter on, which is also the query parameter's name. */
  filterBy: string;
  removal?: AreaCase['removal'];
}

const areaCase = ({ filterBy, removal = 'delete', ...row }: Row): AreaCase => ({
  ...row,
  filter: { param: filterBy, field: filterBy },
  removal,
});

const ROWS: Row[] = [
  {
    area: 'employee', searchField: 'lastName', sortField: 'serviceName', filterBy: 'serviceId', change: { phone: '0700000000' }, removal: 'archive',
    bad: [
      missing('lastName'),
      wrongType('dependants', 'deux'),
      tooLong('firstName', 81),
      { ...dateOrder('contractEndDate', { contractType: 'CDD', contractEndDate: '2024-12-31' }), code: 'contractEndBeforeHire' },
      identifier('workEmail', 'invalidEmail', { workEmail: 'pas-une-adresse' }),
      unknownRef('cityId'),
    ],
  },
  {
    area: 'assignment', searchField: 'employeeName', sortField: 'startDate', filterBy: 'serviceId', change: { endDate: '2026-06-19' },
    bad: [missing('startDate'), wrongType('positionId', 'abc'), dateOrder('endDate', { endDate: '2026-05-29' }), unknownRef('serviceId')],
  },
  {
    area: 'attendance', searchField: 'employeeName', sortField: 'date', filterBy: 'employeeId', change: { checkOut: '18:00' },
    bad: [missing('date'), wrongType('breakMinutes', '45'), dateOrder('checkOut', { checkOut: '08:30' }), unknownRef('employeeId')],
  },
  {
    area: 'position', searchField: 'title', sortField: 'title', filterBy: 'enterpriseId', change: { budgetedHeadcount: 4 },
    referencedBy: { area: 'assignment', field: 'positionId' },
    bad: [
      missing('title'),
      wrongType('budgetedHeadcount', 'deux'),
      tooLong('title', 121),
      identifier('code', 'invalidCode', { code: 'poste 1' }),
      unknownRef('enterpriseId'),
    ],
  },
  {
    area: 'leave', searchField: 'employeeName', sortField: 'startDate', filterBy: 'status', change: { reason: 'Vacances' },
    bad: [missing('typeId'), wrongType('employeeId', 'abc'), tooLong('reason', 501), dateOrder('endDate', { endDate: '2027-02-26' }), unknownRef('typeId')],
  },
  {
    area: 'mission', searchField: 'purpose', sortField: 'reference', filterBy: 'employeeId', change: { purpose: 'Salon modifié' },
    bad: [missing('purpose'), wrongType('expenses', 'aucune'), tooLong('purpose', 301), dateOrder('endDate', { endDate: '2027-04-01' }), unknownRef('destinationCityId')],
  },
  {
    area: 'projet', searchField: 'name', sortField: 'code', filterBy: 'enterpriseId', change: { name: 'Projet renommé' },
    bad: [
      missing('name'),
      wrongType('budgetCents', '1000'),
      tooLong('name', 161),
      dateOrder('endDate', { endDate: '2026-01-02' }),
      identifier('code', 'invalidCode', { code: 'projet x' }),
      unknownRef('managerId'),
    ],
  },
  {
    area: 'salary', searchField: 'employeeName', sortField: 'baseMonthlyGrossCents', filterBy: 'employeeId', change: { baseMonthlyGrossCents: 330000 },
    bad: [missing('effectiveDate'), wrongType('hoursPerMonth', 'beaucoup'), tooLong('note', 501), unknownRef('employeeId')],
  },
  {
    area: 'city', searchField: 'name', sortField: 'name', filterBy: 'countryId', change: { region: 'Contrat' },
    referencedBy: { area: 'employee', field: 'cityId' },
    bad: [missing('name'), wrongType('countryId', 'FR'), tooLong('name', 121), unknownRef('countryId')],
  },
  {
    area: 'country', searchField: 'code', sortField: 'names.en', filterBy: 'active', change: { active: false },
    referencedBy: { area: 'city', field: 'countryId' },
    bad: [missing('code'), wrongType('active', 'oui'), identifier('code', 'invalidCode', { code: 'FRA' })],
  },
  {
    area: 'enterprise', searchField: 'name', sortField: 'name', filterBy: 'cityId', change: { phone: '0100000000' },
    referencedBy: { area: 'direction', field: 'enterpriseId' },
    bad: [
      missing('legalName'),
      wrongType('cityId', '1'),
      tooLong('name', 121),
      identifier('siren', 'invalidSiren', { siren: '123456789' }),
      identifier('siret', 'invalidSiret', { siret: '44306184100011' }),
      unknownRef('cityId'),
    ],
  },
  {
    area: 'direction', searchField: 'name', sortField: 'code', filterBy: 'enterpriseId', change: { name: 'Direction renommée' },
    referencedBy: { area: 'department', field: 'directionId' },
    bad: unitBad('enterpriseId'),
  },
  {
    area: 'department', searchField: 'name', sortField: 'code', filterBy: 'directionId', change: { name: 'Département renommé' },
    referencedBy: { area: 'service', field: 'departmentId' },
    bad: unitBad('directionId'),
  },
  {
    area: 'service', searchField: 'name', sortField: 'name', filterBy: 'departmentId', change: { name: 'Service renommé' },
    referencedBy: { area: 'assignment', field: 'serviceId' },
    bad: unitBad('departmentId'),
  },
];

export const AREA_CASES: AreaCase[] = ROWS.map(areaCase);
