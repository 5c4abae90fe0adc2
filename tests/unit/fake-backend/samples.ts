import { expect } from 'vitest';
import { call, list, type Item } from './client';

/** Valid inputs for every area, built on ids found through the API (so any seed will do). */

let counter = 0;
/** A code nobody uses yet: "T1A", "T2A"… */
export const freshCode = () => `T${(counter += 1)}${String.fromCharCode(65 + (counter % 26))}`;

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

const first = async (area: string, query: Record<string, string> = {}) => {
  const [item] = (await list(area, { pageSize: 1, ...query })).items;
  expect(item, `a ${area} in the seed`).toBeDefined();
  return item;
};

export async function findIds(): Promise<Ids> {
  const service = await first('service');
  const department = await first('department');
  const direction = await first('direction');
  const paidLeave = await first('leave', { q: 'conges payes' });
  return {
    countryId: (await first('country', { q: 'france' })).id,
    cityId: (await first('city')).id,
    enterpriseId: (await first('enterprise')).id,
    directionId: direction.id,
    departmentId: department.id,
    serviceId: service.id,
    positionId: (await first('position')).id,
    employeeId: (await first('employee', { status: 'active' })).id,
    paidLeaveTypeId: Number(paidLeave.typeId),
  };
}

export function employeeInput(ids: Ids, overrides: Record<string, unknown> = {}) {
  const code = freshCode().toLowerCase();
  return {
    firstName: 'Hélène',
    lastName: `Testeuse-${code}`,
    gender: 'F',
    birthDate: '1990-05-17',
    nationalityCountryId: ids.countryId,
    dependants: 1,
    address: '3 rue du Test',
    cityId: ids.cityId,
    phone: '0601020304',
    workEmail: `helene.${code}@effectif.test`,
    hireDate: '2024-09-02',
    contractType: 'CDI',
    status: 'active',
    ...overrides,
  };
}

/** Creates an employee and answers it. */
export async function createEmployee(ids: Ids, overrides: Record<string, unknown> = {}): Promise<Item> {
  const created = await call('POST', '/app/employee', employeeInput(ids, overrides));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

export function leaveInput(employeeId: number, typeId: number, startDate: string, endDate: string, status = 'pending') {
  return { employeeId, typeId, startDate, startHalf: 'morning', endDate, endHalf: 'afternoon', status };
}

/** One valid new record of each area. */
export const SAMPLES: Record<string, (ids: Ids) => Record<string, unknown>> = {
  // QM–QZ are user-assigned ISO codes: no real country has them.
  country: () => ({ code: `Q${String.fromCharCode(77 + ((counter += 1) % 14))}`, names: { fr: 'Pays test', en: 'Test country' }, active: true }),
  city: (ids) => ({ name: `Ville ${freshCode()}`, countryId: ids.countryId, postalCode: '99999' }),
  enterprise: (ids) => ({ name: 'Test', legalName: 'Test SARL', siren: '443061841', legalForm: 'SARL', address: '1 rue', cityId: ids.cityId }),
  direction: (ids) => ({ code: freshCode(), name: 'Direction test', enterpriseId: ids.enterpriseId }),
  department: (ids) => ({ code: freshCode(), name: 'Département test', directionId: ids.directionId }),
  service: (ids) => ({ code: freshCode(), name: 'Service test', departmentId: ids.departmentId }),
  position: (ids) => ({ code: freshCode(), title: 'Poste test', enterpriseId: ids.enterpriseId, category: 'cadre', budgetedHeadcount: 2 }),
  employee: (ids) => employeeInput(ids),
  assignment: (ids) => ({ employeeId: ids.employeeId, positionId: ids.positionId, serviceId: ids.serviceId, startDate: '2026-05-04', endDate: '2026-05-29', kind: 'intérim' }),
  attendance: (ids) => ({ employeeId: ids.employeeId, date: '2027-01-04', checkIn: '09:00', checkOut: '17:00', breakMinutes: 45, status: 'présent', source: 'manual' }),
  leave: (ids) => ({ ...leaveInput(ids.employeeId, ids.paidLeaveTypeId, '2027-02-01', '2027-02-01'), status: 'draft' }),
  mission: (ids) => ({ employeeId: ids.employeeId, purpose: 'Salon test', destinationCityId: ids.cityId, startDate: '2027-03-01', endDate: '2027-03-02', transport: 'train', status: 'draft', expenses: [{ date: '2027-03-01', category: 'repas', amountCents: 1990 }, { date: '2027-03-02', category: 'transport', amountCents: 8010 }] }),
  projet: (ids) => ({ code: freshCode(), name: 'Projet test', enterpriseId: ids.enterpriseId, managerId: ids.employeeId, startDate: '2026-04-01', status: 'planned', members: [{ employeeId: ids.employeeId, role: 'Chef', allocationPercent: 20, from: '2026-04-01' }] }),
  salary: (ids) => ({ employeeId: ids.employeeId, effectiveDate: '2027-01-01', baseMonthlyGrossCents: 300000, hoursPerMonth: 151.67, allowances: [], deductions: [] }),
};

/** The input fields of an answered record (what a form sends back), and its version. */
export const asInput = (item: Item, sample: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(sample).map((key) => [key, item[key]]));
