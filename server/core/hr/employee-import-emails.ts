import { ERROR_CODES } from '@/domain/common';
import { EMAIL_PATTERN_FIELDS, addressFromPattern, numberedAddress, type EmailPatternField } from '@/domain/hr/email-pattern';
import { normalise } from '@/domain/text';
import type { BuiltEmail, EmailPatterns, HeldEmails } from '@/contract/employee-import';
import { employeeArea, workEmailKey } from './areas/employee';
import type { AppContext } from './context';
import { fieldError, type FieldErrors } from './errors';

/**
 * The e-mails of an import: the addresses built from the user's patterns for the rows that
 * give none, and the work e-mails given twice in the file.
 *
 * A built address is unique within the file and against the employees already there: the
 * pattern's address, else the same numbered 2, 3… (jean.dupont, jean.dupont2). It avoids
 * every address the file gives, wherever the row, so that a given address always wins over
 * a built one; rows are served in the file's order, so that the same file over the same
 * data builds the same addresses (what the dry run shows is what the import writes).
 */

/** Whether an employee already holds this address in this field. */
export type AddressTaken = (field: EmailPatternField, address: string) => Promise<boolean>;

/** What the file's rows outside the ones sent hold (a file sent in parts). */
export interface Elsewhere {
  before: HeldEmails;
  after: HeldEmails;
}

export interface ImportEmails {
  built: BuiltEmail[];
  /** By row index: what could not be built, and the work e-mails the file gives twice. */
  errors: Map<number, FieldErrors>;
}

/** An address as addresses are compared: trimmed, without accents, lower case. */
export const emailKey = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? normalise(value.trim()) : undefined);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The row's own address for the field, when it gives one. */
const given = (row: unknown, field: EmailPatternField) => (isObject(row) ? emailKey(row[field]) : undefined);

function addError(errors: Map<number, FieldErrors>, index: number, field: string, code: typeof ERROR_CODES.duplicate | typeof ERROR_CODES.emailNotBuilt) {
  errors.set(index, { ...errors.get(index), [field]: fieldError(code) });
}

/** The work e-mails given again: by a row before in the file, or by one before the rows sent. */
function givenTwice(rows: readonly unknown[], before: readonly string[], errors: Map<number, FieldErrors>) {
  const seen = new Set(before.map(emailKey));
  for (const [index, row] of rows.entries()) {
    const key = given(row, 'workEmail');
    if (key === undefined) continue;
    if (seen.has(key)) addError(errors, index, 'workEmail', ERROR_CODES.duplicate);
    seen.add(key);
  }
}

/** The first address of the pattern's (then numbered) that nobody holds. */
async function freeAddress(base: string, field: EmailPatternField, held: Set<string | undefined>, taken: AddressTaken): Promise<string> {
  for (let n = 1; ; n += 1) {
    const address = numberedAddress(base, n);
    if (!held.has(emailKey(address)) && !(await taken(field, address))) return address;
  }
}

/** The addresses built for the rows that give none, and what is wrong with the rows' e-mails. */
export async function importEmails(
  rows: readonly unknown[],
  patterns: EmailPatterns,
  elsewhere: Elsewhere,
  taken: AddressTaken,
): Promise<ImportEmails> {
  const built: BuiltEmail[] = [];
  const errors = new Map<number, FieldErrors>();
  givenTwice(rows, elsewhere.before.workEmail ?? [], errors);
  for (const field of EMAIL_PATTERN_FIELDS) {
    const pattern = patterns[field];
    if (pattern === undefined) continue;
    const held = new Set([
      ...[...(elsewhere.before[field] ?? []), ...(elsewhere.after[field] ?? [])].map(emailKey),
      ...rows.map((row) => given(row, field)),
    ]);
    for (const [index, row] of rows.entries()) {
      if (!isObject(row) || given(row, field) !== undefined) continue;
      const base = addressFromPattern(pattern, row);
      if (base === undefined) {
        addError(errors, index, field, ERROR_CODES.emailNotBuilt);
        continue;
      }
      const value = await freeAddress(base, field, held, taken);
      held.add(emailKey(value));
      built.push({ index, field, value });
    }
  }
  return { built, errors };
}

/**
 * Whether an employee holds an address: a work e-mail by its unique key (as a write checks
 * it), a personal e-mail by its value.
 */
export const takenIn =
  (ctx: AppContext): AddressTaken =>
  async (field, address) =>
    field === 'workEmail'
      ? (await ctx.db.withUniqueKey(ctx.view(employeeArea), 'workEmail', workEmailKey(address))).length > 0
      : (await ctx.db.countWhere('employees', 'personalEmail', address)) > 0;

/** The row with its built addresses. */
export function withBuilt(row: Record<string, unknown>, index: number, byRow: ReadonlyMap<number, readonly BuiltEmail[]>): Record<string, unknown> {
  const addresses = byRow.get(index);
  return addresses ? { ...row, ...Object.fromEntries(addresses.map((address) => [address.field, address.value])) } : row;
}
