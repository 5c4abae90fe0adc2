import type { HrArea } from '@/domain/hr/areas';
import type { AreaModule } from './toolkit/area-module';
import { employeeArea } from './employee';
import { assignmentArea } from './assignment';
import { attendanceArea } from './attendance';
import { positionArea } from './position';
import { leaveArea } from './leave';
import { missionArea } from './mission';
import { projetArea } from './projet';
import { salaryArea } from './salary';
import { cityArea } from './city';
import { countryArea } from './country';
import { enterpriseArea } from './enterprise';
import { directionArea } from './direction';
import { departmentArea } from './department';
import { serviceArea } from './service';

/**
 * The areas' modules, one per area of the contract: the menu, the router, the exports and
 * the record pages are built from this table (a missing area fails the type check here).
 */
export const AREA_MODULES: { readonly [A in HrArea]: AreaModule<A> } = {
  employee: employeeArea,
  assignment: assignmentArea,
  attendance: attendanceArea,
  position: positionArea,
  leave: leaveArea,
  mission: missionArea,
  projet: projetArea,
  salary: salaryArea,
  city: cityArea,
  country: countryArea,
  enterprise: enterpriseArea,
  direction: directionArea,
  department: departmentArea,
  service: serviceArea,
};
