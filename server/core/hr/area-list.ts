import type { AreaDefinition, AreaTable } from './area';
import { assignmentArea } from './areas/assignment';
import { attendanceArea } from './areas/attendance';
import { cityArea } from './areas/city';
import { countryArea } from './areas/country';
import { departmentArea } from './areas/department';
import { directionArea } from './areas/direction';
import { employeeArea } from './areas/employee';
import { enterpriseArea } from './areas/enterprise';
import { leaveArea } from './areas/leave';
import { missionArea } from './areas/mission';
import { positionArea } from './areas/position';
import { projectArea } from './areas/project';
import { salaryArea } from './areas/salary';
import { serviceArea } from './areas/service';

/**
 * The fourteen listed HR areas, in the order their routes are declared. An adapter that
 * keeps names, unique keys and sequences beside the rows needs all their views up front.
 */
export const HR_AREAS: readonly AreaDefinition<AreaTable, object, object>[] = [
  employeeArea,
  assignmentArea,
  attendanceArea,
  positionArea,
  leaveArea,
  missionArea,
  projectArea,
  salaryArea,
  cityArea,
  countryArea,
  enterpriseArea,
  directionArea,
  departmentArea,
  serviceArea,
] as unknown as readonly AreaDefinition<AreaTable, object, object>[];
