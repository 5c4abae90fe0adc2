import {
  CONTRACT_TYPES,
  EMPLOYEE_STATUSES,
  EXIT_REASONS,
  FIXED_TERM_CONTRACTS,
  GENDERS,
  MARITAL_STATUSES,
  employeeInputSchema,
} from '@/domain/hr/employee';
import { defineAreaForm, type FormValues } from '../toolkit/form-definition';
import { recordLabels } from '../toolkit/labels';
import { workEmailCheck } from './email-check/work-email-check';
import { ExitAction } from './exit/ExitAction';
import { EmployeeExtras } from './tabs/EmployeeExtras';

const needsEndDate = (values: FormValues) => FIXED_TERM_CONTRACTS.some((type) => type === values.contractType);
const fixedTerm = (values: FormValues) => needsEndDate(values) || values.contractEndDate !== '';
const temporary = (values: FormValues) => values.contractType === 'intérim';
const leaving = (values: FormValues) => values.status === 'left' || values.exitDate !== '';

export const employeeForm = defineAreaForm({
  area: 'employee',
  schema: employeeInputSchema,
  fields: [
    { name: 'firstName', kind: 'text' },
    { name: 'lastName', kind: 'text' },
    { name: 'gender', kind: 'enum', options: GENDERS },
    { name: 'birthDate', kind: 'date' },
    { name: 'birthPlace', kind: 'text' },
    { name: 'nationalityCountryId', kind: 'reference', of: 'country', label: recordLabels.country },
    { name: 'maritalStatus', kind: 'enum', options: MARITAL_STATUSES },
    { name: 'dependants', kind: 'integer' },
    { name: 'workEmail', kind: 'email', check: workEmailCheck },
    { name: 'personalEmail', kind: 'email' },
    { name: 'phone', kind: 'tel' },
    { name: 'cityId', kind: 'reference', of: 'city', label: recordLabels.city, nameField: 'cityName' },
    { name: 'address', kind: 'textarea', wide: true },
    { name: 'hireDate', kind: 'date' },
    { name: 'contractType', kind: 'enum', options: CONTRACT_TYPES },
    { name: 'contractEndDate', kind: 'date', showIf: fixedTerm, requiredIf: needsEndDate },
    { name: 'tempAgency', kind: 'text', showIf: temporary, requiredIf: temporary },
    { name: 'partTime', kind: 'boolean' },
    // A foreign worker's work permit: mentions of the staff register.
    { name: 'workPermitKind', kind: 'text' },
    { name: 'workPermitNumber', kind: 'text' },
    // Its page shows where the employee stands today, by the dates (a departure still ahead is not "left").
    { name: 'status', kind: 'enum', options: EMPLOYEE_STATUSES, shownFrom: 'currentStatus' },
    { name: 'exitDate', kind: 'date', showIf: leaving },
    { name: 'exitReason', kind: 'enum', options: EXIT_REASONS, showIf: leaving },
  ],
  defaults: () => ({ status: 'active', contractType: 'CDI', dependants: '0' }),
  title: recordLabels.employee,
  Actions: ExitAction,
  Extras: EmployeeExtras,
  // The fields go in the Identity tab; an employee is archived on leaving, never deleted.
  fieldsInExtras: true,
  deletable: false,
});
