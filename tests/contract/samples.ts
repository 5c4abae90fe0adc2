import { expect } from 'vitest';
import { list, type Item } from './http';

/** Valid inputs of every area, built on ids found through the API (any seed, any server). */

let counter = 0;
/** A code nobody uses yet: "K1B", "K2C"… (unit codes: capitals, digits, dashes). */
export const freshCode = () => `K${(counter += 1)}${String.fromCharCode(65 + (counter % 26))}`;
/** One of the user-assigned ISO codes (QM–QZ): no real country has them. */
export const freshCountryCode = () => `Q${String.fromCharCode(77 + ((counter += 1) % 14))}`;

export interface Ids {
  countryId: number;
  cityId: number;
  enterpriseId: number;
  directionId: number;
  departmentId: number;
  serviceId: number;
  positionId: number;
  employeeId: number;
  paidLeaveTypeId: number;
}

/** A page of an area's list: this suite's `list`, or another suite's client of the same API. */
export type Lister = (area: string, query: Record<string, string | number | boolean>) => Promise<{ items: Item[] }>;

let found: Promise<Ids> | undefined;

/** Ids of existing records, looked up once per file (through `lookUp`, this suite's `list` unless told). */
export function findIds(lookUp: Lister = list): Promise<Ids> {
  const first = async (area: string, query: Record<string, string> = {}): Promise<Item> => {
    const [item] = (await lookUp(area, { pageSize: 1, ...query })).items;
    expect(item, `a ${area} in the data`).toBeDefined();
    return item;
  };
  found ??= (async () => {
    const paidLeave = await first('leave', { q: 'conges payes' });
    return {
      countryId: (await first('country', { q: 'france' })).id,
      cityId: (await first('city')).id,
      enterpriseId: (await first('enterprise')).id,
      directionId: (await first('direction')).id,
      departmentId: (await first('department')).id,
      serviceId: (await first('service')).id,
      positionId: (await first('position')).id,
      employeeId: (await first('employee', { status: 'active', contractType: 'CDI' })).id,
      paidLeaveTypeId: Number(paidLeave.typeId),
    };
  })();
  return found;
}

export function employeeInput(ids: Ids, overrides: Record<string, unknown> = {}) {
  const code = freshCode().toLowerCase();
  return {
    firstName: 'Hélène',
    lastName: `Contrat-${code}`,
    gender: 'F',
    birthDate: '1991-04-12',
    nationalityCountryId: ids.countryId,
    dependants: 0,
    address: '12 rue du Contrat',
    cityId: ids.cityId,
    phone: '0611223344',
    workEmail: `helene.${code}@contrat.test`,
    hireDate: '2025-01-06',
    contractType: 'CDI',
    status: 'active',
    ...overrides,
  };
}

/** A leave request of `employeeId` from the morning of `startDate` to the evening of `endDate`. */
export function leaveInput(employeeId: number, typeId: number, startDate: string, endDate: string, status = 'pending') {
  return { employeeId, typeId, startDate, startHalf: 'morning', endDate, endHalf: 'afternoon', status };
}

/** One valid new record of each area (a few fields get fresh values on each call). */
export const SAMPLES: Record<string, (ids: Ids) => Record<string, unknown>> = {
  country: () => ({ code: freshCountryCode(), names: { fr: 'Pays contrat', en: 'Contract country' }, active: true }),
  city: (ids) => ({ name: `Ville ${freshCode()}`, countryId: ids.countryId, postalCode: '99999' }),
  enterprise: (ids) => ({ name: 'Contrat', legalName: 'Contrat SARL', siren: '443061841', legalForm: 'SARL', address: '1 rue', cityId: ids.cityId }),
  direction: (ids) => ({ code: freshCode(), name: 'Direction contrat', enterpriseId: ids.enterpriseId }),
  department: (ids) => ({ code: freshCode(), name: 'Département contrat', directionId: ids.directionId }),
  service: (ids) => ({ code: freshCode(), name: 'Service contrat', departmentId: ids.departmentId }),
  position: (ids) => ({ code: freshCode(), title: 'Poste contrat', enterpriseId: ids.enterpriseId, category: 'cadre', budgetedHeadcount: 2 }),
  employee: (ids) => employeeInput(ids),
  assignment: (ids) => ({ employeeId: ids.employeeId, positionId: ids.positionId, serviceId: ids.serviceId, startDate: '2026-06-01', endDate: '2026-06-26', kind: 'intérim' }),
  attendance: (ids) => ({ employeeId: ids.employeeId, date: '2027-02-01', checkIn: '08:30', checkOut: '17:00', breakMinutes: 45, status: 'présent', source: 'manual' }),
  leave: (ids) => leaveInput(ids.employeeId, ids.paidLeaveTypeId, '2027-03-01', '2027-03-01', 'draft'),
  mission: (ids) => ({ employeeId: ids.employeeId, purpose: 'Salon contrat', destinationCityId: ids.cityId, startDate: '2027-04-05', endDate: '2027-04-06', transport: 'train', status: 'draft', expenses: [{ date: '2027-04-05', category: 'repas', amountCents: 1990 }] }),
  projet: (ids) => ({ code: freshCode(), name: 'Projet contrat', enterpriseId: ids.enterpriseId, managerId: ids.employeeId, startDate: '2026-05-04', status: 'planned', members: [{ employeeId: ids.employeeId, role: 'Cheffe', allocationPercent: 10, from: '2026-05-04' }] }),
  salary: (ids) => ({ employeeId: ids.employeeId, effectiveDate: '2027-05-01', baseMonthlyGrossCents: 320000, hoursPerMonth: 151.67, allowances: [], deductions: [] }),
};
