import { ERROR_CODES } from '@/domain/common';
import { cityArea } from './areas/city';
import { positionArea } from './areas/position';
import { serviceArea } from './areas/service';
import type { AppContext, WriteContext } from './context';
import {
  NAMED_FIELDS,
  namedRef,
  referenceFinders,
  refKey,
  type NamedField,
  type NamedRef,
} from './employee-import-references';
import { HttpFailure, fieldError, type FieldError } from './errors';
import { normalise } from '@/domain/text';
import { writeRecord } from './write';

/** The fields whose missing records the import may create, with the parent each needs. */
export const CREATABLE = { cityId: 'countries', serviceId: 'departments', positionId: 'enterprises' } as const;
export type Creatable = keyof typeof CREATABLE;
/** Where to create the missing records: the parent's id by field (a country, a department, an enterprise). */
export type CreateMissing = Partial<Record<Creatable, number>>;

/** A name the file gives and Effectif does not have, with the number of rows that give it. */
export interface MissingName extends NamedRef {
  rows: number;
}
export type MissingNames = Partial<Record<NamedField, MissingName[]>>;

/** A unit's or a position's code from its name: "Service Paie" → "SERVICE-PAIE", made unique. */
function codeFor(name: string, taken: Set<string>): string {
  const base =
    normalise(name)
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 16)
      .replace(/-+$/, '') || 'IMPORT';
  let code = base;
  for (let n = 2; taken.has(code); n += 1) code = `${base}-${n}`;
  taken.add(code);
  return code;
}

/** The first error of a refused creation, as the rows naming it report it. */
const creationError = (error: unknown): FieldError => {
  if (!(error instanceof HttpFailure)) throw error;
  const first = Object.values(error.errors ?? {})[0];
  return first ?? { ...fieldError(ERROR_CODES.invalidType), message: error.message };
};

/** Creates one missing record through its area's write rules; its id, or why it could not be. */
async function create(ctx: WriteContext, field: Creatable, missing: MissingName, parentId: number, codes: Set<string>): Promise<number | FieldError> {
  try {
    if (field === 'cityId') {
      if (!missing.name) return fieldError(ERROR_CODES.required);
      return (await writeRecord(cityArea, ctx, { name: missing.name, countryId: parentId, postalCode: missing.postalCode })).id;
    }
    if (field === 'serviceId') {
      return (await writeRecord(serviceArea, ctx, { code: codeFor(missing.name, codes), name: missing.name, departmentId: parentId })).id;
    }
    return (await writeRecord(positionArea, ctx, {
      code: codeFor(missing.name, codes),
      title: missing.name,
      enterpriseId: parentId,
      category: 'employé',
      budgetedHeadcount: missing.rows,
    })).id;
  } catch (error) {
    return creationError(error);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const codesOf = async (ctx: AppContext, field: Creatable): Promise<Set<string>> =>
  new Set((field === 'serviceId' ? await ctx.db.all('services') : await ctx.db.all('positions')).map((row) => row.code));

/**
 * The import's references: the names the rows give that Effectif lacks, counted, and, for
 * the fields the user asked, created (inside the caller's transaction) before any row is.
 */
export async function importReferences(ctx: WriteContext, rows: readonly unknown[], createIn: CreateMissing) {
  const finders = await referenceFinders(ctx);
  const missing = new Map<NamedField, Map<string, MissingName>>();
  for (const row of rows) {
    if (!isObject(row)) continue;
    for (const field of NAMED_FIELDS) {
      const ref = namedRef(row, field);
      if (!ref || finders[field](ref) !== undefined) continue;
      const names = missing.get(field) ?? new Map<string, MissingName>();
      const known = names.get(refKey(ref));
      if (known) known.rows += 1;
      else names.set(refKey(ref), { ...ref, rows: 1 });
      missing.set(field, names);
    }
  }
  const made = new Map<string, number | FieldError>();
  for (const field of Object.keys(CREATABLE) as Creatable[]) {
    const parentId = createIn[field];
    if (parentId === undefined) continue;
    const codes = field === 'cityId' ? new Set<string>() : await codesOf(ctx, field);
    for (const [key, name] of missing.get(field) ?? []) made.set(`${field}|${key}`, await create(ctx, field, name, parentId, codes));
  }
  const names: MissingNames = Object.fromEntries([...missing].map(([field, byKey]) => [field, [...byKey.values()]]));
  return {
    missing: names,
    find: (field: NamedField, ref: NamedRef) => finders[field](ref) ?? made.get(`${field}|${refKey(ref)}`),
  };
}
