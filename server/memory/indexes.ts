import type { IndexSpec } from './tables';

/** The lookups the fake backend does by value: its reference counts, overlaps and per-employee views. */
export const HR_INDEXES: IndexSpec = {
  cities: ['countryId'],
  directions: ['enterpriseId'],
  departments: ['directionId'],
  services: ['departmentId'],
  positions: ['enterpriseId'],
  employees: ['cityId'],
  assignments: ['employeeId', 'serviceId', 'positionId'],
  attendance: ['employeeId'],
  leaves: ['employeeId', 'typeId'],
  missions: ['employeeId'],
  salaries: ['employeeId'],
  fractionnementWaivers: ['employeeId'],
  attendanceCorrections: ['employeeId', 'status'],
  privateChanges: ['employeeId', 'status'],
  exitItems: ['employeeId'],
  registerLines: ['employeeId', 'enterpriseId'],
};
