/**
 * The audit trail's account of a write (docs/roles.md): which fields changed, from what to
 * what. Private fields are recorded as changed without their values.
 */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'archive', 'readPrivate', 'reset', 'purge'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface FieldChange {
  field: string;
  /** Absent for a private field, and for the side of a creation or deletion that has no value. */
  before?: unknown;
  after?: unknown;
  /** True when the values are withheld. */
  private?: true;
}

/** What every record carries and no reader of the history needs. */
const BOOKKEEPING = new Set(['updatedAt', 'createdAt', 'version']);

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The fields that differ between two states of a record (either may be absent), in a stable order. */
export function fieldChanges(
  before: object | undefined,
  after: object | undefined,
  privateFields: ReadonlySet<string> = new Set(),
): FieldChange[] {
  const old = new Map(Object.entries(before ?? {}));
  const now = new Map(Object.entries(after ?? {}));
  const fields = [...new Set([...old.keys(), ...now.keys()])].filter((field) => !BOOKKEEPING.has(field)).sort();
  return fields.flatMap((field): FieldChange[] => {
    const [was, is] = [old.get(field), now.get(field)];
    if (same(was, is)) return [];
    if (privateFields.has(field)) return [{ field, private: true }];
    return [{ field, ...(was !== undefined ? { before: was } : {}), ...(is !== undefined ? { after: is } : {}) }];
  });
}

/**
 * The private fields of each audited table (and of the accounts, `users`): their changes are
 * recorded, never their values. Private data is the NIR, the IBAN, the address, the salary
 * figures (docs/roles.md), and an account's secrets.
 */
export const PRIVATE_FIELDS: Readonly<Record<string, ReadonlySet<string>>> = {
  employeePrivate: new Set(['nir', 'iban', 'emergencyContactName', 'emergencyContactPhone']),
  employees: new Set(['address', 'personalEmail']),
  salaries: new Set(['baseMonthlyGrossCents', 'allowances', 'deductions']),
  users: new Set(['password', 'activationCode']),
  /** What an employee asks HR to change of their private data (self-service). */
  privateChanges: new Set(['personalEmail', 'address', 'emergencyContactName', 'emergencyContactPhone']),
};
