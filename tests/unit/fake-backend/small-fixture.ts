import type { HrTables } from '@server/core/storage/tables';

/** Who the tests' writes are recorded under in the audit trail. */
export const TEST_ACTOR = { userId: 1, name: 'Claire Martin' };

/** A small hand-written organisation: enough rows for every area and rule, ids known by heart. */

const meta = (id: number) => ({ id, createdAt: '2025-01-02T09:00:00.000Z', updatedAt: '2025-01-02T09:00:00.000Z', version: 1 });
const names = (fr: string, en: string) => ({ fr, en });

const people = [
  ['Hélène', 'Durand', 'F', 'CDI'],
  ['Jean', 'Martin', 'M', 'CDI'],
  ['Zoé', 'Lefèvre', 'F', 'CDD'],
  ['Émile', 'Zola', 'M', 'CDI'],
  ['Chloé', 'Bernard', 'F', 'CDI'],
  ['Lucas', 'Petit', 'M', 'stage'],
] as const;

export function smallFixture(): HrTables {
  return {
    countries: [
      { ...meta(1), code: 'FR', names: names('France', 'France'), active: true },
      { ...meta(2), code: 'BE', names: names('Belgique', 'Belgium'), active: true },
      { ...meta(3), code: 'DE', names: names('Allemagne', 'Germany'), active: false },
    ],
    cities: [
      { ...meta(1), name: 'Paris', postalCode: '75001', countryId: 1, region: 'Île-de-France' },
      { ...meta(2), name: 'Strasbourg', postalCode: '67000', countryId: 1, region: 'Grand Est' },
      { ...meta(3), name: 'Bruxelles', postalCode: '1000', countryId: 2 },
      { ...meta(4), name: 'Évry', postalCode: '91000', countryId: 1 },
    ],
    enterprises: [
      { ...meta(1), name: 'Effectif', legalName: 'Effectif SA', siren: '732829320', legalForm: 'SA', address: '1 rue de la Paix', cityId: 1 },
      { ...meta(2), name: 'Alsace Industrie', legalName: 'Alsace Industrie SAS', siren: '552100554', legalForm: 'SAS', address: '2 quai Kléber', cityId: 2 },
    ],
    directions: [
      { ...meta(1), code: 'DRH', name: 'Ressources humaines', enterpriseId: 1 },
      { ...meta(2), code: 'DSI', name: 'Systèmes d’information', enterpriseId: 1 },
      { ...meta(3), code: 'DG', name: 'Direction générale', enterpriseId: 2 },
    ],
    departments: [
      { ...meta(1), code: 'PAIE', name: 'Paie', directionId: 1 },
      { ...meta(2), code: 'INFRA', name: 'Infrastructure', directionId: 2 },
      { ...meta(3), code: 'PROD', name: 'Production', directionId: 3 },
    ],
    services: [
      { ...meta(1), code: 'PAIE-1', name: 'Comptabilité sociale', departmentId: 1, headEmployeeId: 1 },
      { ...meta(2), code: 'RES', name: 'Réseaux', departmentId: 2 },
      { ...meta(3), code: 'ATL', name: 'Atelier', departmentId: 3 },
      { ...meta(4), code: 'VIDE', name: 'Service vide', departmentId: 3 },
    ],
    positions: [
      { ...meta(1), code: 'GP', title: 'Gestionnaire de paie', enterpriseId: 1, category: 'employé', budgetedHeadcount: 3 },
      { ...meta(2), code: 'ADM', title: 'Administrateur réseau', enterpriseId: 1, category: 'cadre', budgetedHeadcount: 2 },
      { ...meta(3), code: 'OP', title: 'Opérateur', enterpriseId: 2, category: 'ouvrier', budgetedHeadcount: 5 },
    ],
    employees: people.map(([firstName, lastName, gender, contractType], index) => ({
      ...meta(index + 1),
      matricule: `EMP-${String(index + 1).padStart(6, '0')}`,
      firstName,
      lastName,
      gender,
      birthDate: '1985-04-12',
      nationalityCountryId: 1,
      dependants: 0,
      address: `${index + 1} rue des Lilas`,
      cityId: index === 3 ? 2 : 1,
      phone: '0102030405',
      workEmail: `${firstName.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '')}.${lastName.toLowerCase()}@effectif.fr`,
      hireDate: '2020-01-06',
      contractType,
      contractEndDate: contractType === 'CDI' ? undefined : '2026-12-31',
      status: 'active',
    })),
    employeePrivate: [],
    assignments: [
      { ...meta(1), employeeId: 1, positionId: 1, serviceId: 1, startDate: '2020-01-06', kind: 'principale' },
      { ...meta(2), employeeId: 2, positionId: 2, serviceId: 2, startDate: '2020-01-06', kind: 'principale' },
      { ...meta(3), employeeId: 3, positionId: 1, serviceId: 1, startDate: '2020-01-06', kind: 'principale' },
      { ...meta(4), employeeId: 4, positionId: 3, serviceId: 3, startDate: '2020-01-06', kind: 'principale' },
      { ...meta(5), employeeId: 5, positionId: 2, serviceId: 2, startDate: '2020-01-06', endDate: '2024-12-31', kind: 'principale' },
      { ...meta(6), employeeId: 5, positionId: 1, serviceId: 1, startDate: '2025-01-01', kind: 'principale' },
      { ...meta(7), employeeId: 6, positionId: 1, serviceId: 1, startDate: '2025-09-01', kind: 'principale' },
    ],
    attendance: [
      { ...meta(1), employeeId: 1, date: '2026-03-09', checkIn: '09:00', checkOut: '17:30', breakMinutes: 60, status: 'présent', source: 'manual', workedMinutes: 450 },
      { ...meta(2), employeeId: 2, date: '2026-03-09', checkIn: '08:00', checkOut: '16:00', breakMinutes: 30, status: 'présent', source: 'import', workedMinutes: 450 },
      { ...meta(3), employeeId: 4, date: '2026-03-10', breakMinutes: 0, status: 'télétravail', source: 'manual', workedMinutes: 0 },
    ],
    leaveTypes: [
      { id: 1, code: 'CP', name: 'Congés payés', paid: true, countsAs: 'ouvrables', deductsFromBalance: true },
      { id: 2, code: 'RTT', name: 'RTT', paid: true, countsAs: 'ouvrés', deductsFromBalance: true },
      { id: 3, code: 'MAL', name: 'Maladie', paid: true, countsAs: 'ouvrés', deductsFromBalance: false },
    ],
    leaves: [
      { ...meta(1), employeeId: 1, typeId: 1, startDate: '2026-02-09', startHalf: 'morning', endDate: '2026-02-13', endHalf: 'afternoon', status: 'approved', days: 6 },
      { ...meta(2), employeeId: 2, typeId: 2, startDate: '2026-04-03', startHalf: 'morning', endDate: '2026-04-03', endHalf: 'afternoon', status: 'pending', days: 1 },
      { ...meta(3), employeeId: 4, typeId: 3, startDate: '2026-01-12', startHalf: 'morning', endDate: '2026-01-16', endHalf: 'afternoon', status: 'rejected', days: 5 },
    ],
    missions: [
      { ...meta(1), reference: 'OM-2026-0001', employeeId: 2, purpose: 'Audit du réseau de Bruxelles', destinationCityId: 3, startDate: '2026-03-23', endDate: '2026-03-25', transport: 'train', status: 'approved', expenses: [], expensesTotalCents: 0 },
    ],
    projects: [
      { ...meta(1), code: 'SIRH', name: 'Nouveau SIRH', enterpriseId: 1, managerId: 1, startDate: '2026-01-05', status: 'active', members: [{ employeeId: 2, role: 'Développeur', allocationPercent: 50, from: '2026-01-05' }] },
      { ...meta(2), code: 'USINE', name: 'Usine 4.0', enterpriseId: 2, managerId: 4, startDate: '2025-06-02', status: 'planned', members: [] },
    ],
    salaries: [
      { ...meta(1), employeeId: 1, effectiveDate: '2025-01-01', baseMonthlyGrossCents: 350000, hoursPerMonth: 151.67, allowances: [], deductions: [] },
      { ...meta(2), employeeId: 2, effectiveDate: '2025-01-01', baseMonthlyGrossCents: 420000, hoursPerMonth: 151.67, allowances: [], deductions: [] },
    ],
    calendarEvents: [],
    approvalPolicies: [],
    standIns: [],
    exitItems: [],
    registerLines: [],
    payrollMonths: [],
    payrollCodes: [],
    payrollExports: [],
    fractionnementWaivers: [],
    attendanceCorrections: [],
    privateChanges: [],
  };
}
