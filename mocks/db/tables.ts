import type { Assignment } from '@/domain/hr/assignment';
import type { Attendance } from '@/domain/hr/attendance';
import type { Employee, EmployeePrivate } from '@/domain/hr/employee';
import type { Leave, LeaveType } from '@/domain/hr/leave';
import type { Mission } from '@/domain/hr/mission';
import type { Department, Direction, Enterprise, Service } from '@/domain/hr/organisation';
import type { Position } from '@/domain/hr/position';
import type { Project } from '@/domain/hr/project';
import type { City, Country } from '@/domain/hr/reference';
import type { Salary } from '@/domain/hr/salary';

/** An event of the team calendar (SPEC.md §3: each with an id). */
export interface CalendarEvent {
  id: number;
  title: string;
  start: string;
  end?: string;
  allDay: boolean;
  category?: string;
  serviceId?: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** Every table the fake backend keeps: what the demo-data generator produces. */
export interface HrTables {
  countries: Country[];
  cities: City[];
  enterprises: Enterprise[];
  directions: Direction[];
  departments: Department[];
  services: Service[];
  positions: Position[];
  employees: Employee[];
  employeePrivate: EmployeePrivate[];
  assignments: Assignment[];
  attendance: Attendance[];
  leaveTypes: LeaveType[];
  leaves: Leave[];
  missions: Mission[];
  projects: Project[];
  salaries: Salary[];
  calendarEvents: CalendarEvent[];
}

export type TableName = keyof HrTables;
export type Row<T extends TableName> = HrTables[T][number];
