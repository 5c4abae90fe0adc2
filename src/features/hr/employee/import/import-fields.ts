import { CONTRACT_TYPES, EMPLOYEE_STATUSES, GENDERS, MARITAL_STATUSES, employeeInputSchema } from '@/domain/hr/employee';

/** How a file's text becomes the field's value. */
export type ImportFieldKind = 'text' | 'date' | 'integer' | 'enum' | 'reference';

export interface ImportField {
  /** The field of `employeeInputSchema`. */
  name: string;
  kind: ImportFieldKind;
  required: boolean;
  /** An enum's values. */
  options?: readonly string[];
}

type FieldName = keyof typeof employeeInputSchema.shape;

const KINDS: Partial<Record<FieldName, Pick<ImportField, 'kind' | 'options'>>> = {
  gender: { kind: 'enum', options: GENDERS },
  birthDate: { kind: 'date' },
  nationalityCountryId: { kind: 'reference' },
  maritalStatus: { kind: 'enum', options: MARITAL_STATUSES },
  dependants: { kind: 'integer' },
  cityId: { kind: 'reference' },
  hireDate: { kind: 'date' },
  contractType: { kind: 'enum', options: CONTRACT_TYPES },
  contractEndDate: { kind: 'date' },
  status: { kind: 'enum', options: EMPLOYEE_STATUSES },
  exitDate: { kind: 'date' },
};

/** The photo is uploaded apart, never imported. */
const NOT_IMPORTED: readonly string[] = ['nameFile'];

const shape = employeeInputSchema.shape;

/** The employee's fields a file column can fill, in the schema's order. */
export const IMPORT_FIELDS: readonly ImportField[] = (Object.keys(shape) as FieldName[])
  .filter((name) => !NOT_IMPORTED.includes(name))
  .map((name) => ({
    name,
    kind: 'text',
    ...KINDS[name],
    required: !shape[name].safeParse(undefined).success,
  }));

export const importField = (name: string): ImportField | undefined => IMPORT_FIELDS.find((field) => field.name === name);

/**
 * What a row gets when the file leaves a field out or empty: most employees imported are
 * active and declare no dependants.
 */
export const IMPORT_DEFAULTS: Readonly<Record<string, string | number>> = { status: 'active', dependants: 0 };
