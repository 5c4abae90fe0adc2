import type { CalendarEvent as ContractCalendarEvent } from '@/domain/calendar-event';
import type { ApprovalPolicy, StandIn } from '@/domain/hr/approval';
import type { Assignment } from '@/domain/hr/assignment';
import type { Attendance } from '@/domain/hr/attendance';
import type { Employee, EmployeePrivate } from '@/domain/hr/employee';
import type { ExitItemRow } from '@/domain/hr/exit';
import type { Leave, LeaveType } from '@/domain/hr/leave';
import type { FractionnementWaiver } from '@/domain/hr/leave-planning';
import type { Mission } from '@/domain/hr/mission';
import type { Department, Direction, Enterprise, Service } from '@/domain/hr/organisation';
import type { Position } from '@/domain/hr/position';
import type { Project } from '@/domain/hr/project';
import type { City, Country } from '@/domain/hr/reference';
import type { Salary } from '@/domain/hr/salary';
import type { AttendanceCorrection } from '@/domain/hr/self-service';
import type { PrivateChange } from '@/domain/hr/private-change';
import type { PayrollCode, PayrollExport, PayrollMonth } from '@/domain/hr/payroll';
import type { RegisterLineRow } from '@/domain/hr/staff-register';

/** An event of the team calendar as the fake backend keeps it: the contract's, with its timestamps. */
export interface CalendarEvent extends ContractCalendarEvent {
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
  fractionnementWaivers: FractionnementWaiver[];
  missions: Mission[];
  projects: Project[];
  salaries: Salary[];
  calendarEvents: CalendarEvent[];
  /** Self-service requests (docs/domain.md): stored without the names answered beside them. */
  attendanceCorrections: AttendanceCorrection[];
  privateChanges: PrivateChange[];
  /** Who decides leave and mission requests, in which order (docs/domain.md, "Approval chains"). */
  approvalPolicies: ApprovalPolicy[];
  /** Who decides for a manager during a dated period (docs/domain.md, "Stand-ins"). */
  standIns: StandIn[];
  /** The exit checklist's statuses HR set, one row per employee and item (docs/domain.md, "Exits"). */
  exitItems: ExitItemRow[];
  /** The payroll months HR closed, per enterprise (docs/payroll.md); a month without a row is open. */
  payrollMonths: PayrollMonth[];
  /** Each enterprise's payroll codes (rubriques) and units. */
  payrollCodes: PayrollCode[];
  /** The ledger: what each export of a closed month sent. */
  payrollExports: PayrollExport[];
  /** The staff register's lines, one per person and enterprise; kept when the person's record goes (docs/domain.md, "Staff register"). */
  registerLines: RegisterLineRow[];
}

export type TableName = keyof HrTables;
export type Row<T extends TableName> = HrTables[T][number];
