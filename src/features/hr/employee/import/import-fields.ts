import { CONTRACT_TYPES, EMPLOYEE_STATUSES, GENDERS, MARITAL_STATUSES, employeeInputSchema } from '@/domain/hr/employee';
import type { HrArea } from '@/domain/hr/areas';

/** How a file's text becomes the field's value. */
export type ImportFieldKind = 'text' | 'date' | 'integer' | 'enum' | 'reference';

export interface ImportField {
  /** The field of `employeeInputSchema`, or one the import adds (matricule, postal code, service, position). */
  name: string;
  kind: ImportFieldKind;
  required: boolean;
  /** An enum's values. */
  options?: readonly string[];
  /** A reference's area, where its value is picked on screen. */
  area?: HrArea;
  /** The translation of its label, when it is not `hr.employee.fields.{name}`. */
  labelKey?: string;
}

type FieldName = keyof typeof employeeInputSchema.shape;

const KINDS: Partial<Record<FieldName, Pick<ImportField, 'kind' | 'options' | 'area'>>> = {
  gender: { kind: 'enum', options: GENDERS },
  birthDate: { kind: 'date' },
  nationalityCountryId: { kind: 'reference', area: 'country' },
  maritalStatus: { kind: 'enum', options: MARITAL_STATUSES },
  dependants: { kind: 'integer' },
  cityId: { kind: 'reference', area: 'city' },
  hireDate: { kind: 'date' },
  contractType: { kind: 'enum', options: CONTRACT_TYPES },
  contractEndDate: { kind: 'date' },
  status: { kind: 'enum', options: EMPLOYEE_STATUSES },
  exitDate: { kind: 'date' },
};

/** The photo is uploaded apart, never imported; part-time (a yes/no no file column reads) is set on the record. */
const NOT_IMPORTED: readonly string[] = ['nameFile', 'partTime'];

const shape = employeeInputSchema.shape;

/**
 * What a file may give besides the record: the employee's number kept from the tool left,
 * the city's postal code, the social security number (kept in the private block), and the principal assignment (service and position, from the hire date).
 */
const EXTRA_FIELDS: readonly ImportField[] = [
  { name: 'matricule', kind: 'text', required: false },
  { name: 'postalCode', kind: 'text', required: false, labelKey: 'hr.import.postalCode' },
  { name: 'nir', kind: 'text', required: false, labelKey: 'hr.employee.private.fields.nir' },
  { name: 'serviceId', kind: 'reference', required: false, area: 'service', labelKey: 'hr.employee.fields.serviceName' },
  { name: 'positionId', kind: 'reference', required: false, area: 'position', labelKey: 'hr.employee.fields.positionTitle' },
];

/** The employee's fields a file column can fill, in the schema's order, then the extras. */
export const IMPORT_FIELDS: readonly ImportField[] = [
  ...(Object.keys(shape) as FieldName[])
    .filter((name) => !NOT_IMPORTED.includes(name))
    .map((name) => ({
      name,
      kind: 'text' as const,
      ...KINDS[name],
      required: !shape[name].safeParse(undefined).success,
    })),
  ...EXTRA_FIELDS,
];

export const importField = (name: string): ImportField | undefined => IMPORT_FIELDS.find((field) => field.name === name);

/** The translation key of a field's label. */
export const importFieldLabelKey = (name: string): string => importField(name)?.labelKey ?? `hr.employee.fields.${name}`;

/**
 * What a row gets when the file leaves a field out or empty: most employees imported are
 * active and declare no dependants.
 */
export const IMPORT_DEFAULTS: Readonly<Record<string, string | number>> = { status: 'active', dependants: 0 };
