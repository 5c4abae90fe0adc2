import { ERROR_CODES } from '@/domain/common';
import { unitsOfItem, type PayrollCode, type PayrollCodeInput } from '@/domain/hr/payroll';
import type { AppContext, WriteContext } from '../hr/context';
import { fieldError, invalid, type FieldErrors } from '../hr/errors';
import { keepRow } from '../approval/rows';

/** An enterprise's payroll codes, by item (`leaveType:3`, `overtime25`…). */
export async function codesOf(ctx: AppContext, enterpriseId: number): Promise<Map<string, PayrollCode>> {
  const rows = (await ctx.db.all('payrollCodes')).filter((row) => row.enterpriseId === enterpriseId);
  return new Map(rows.map((row) => [row.item, row]));
}

/**
 * The refusals of a table of codes: an item given twice, an hour item (overtime, night hours)
 * given a unit other than hours, a code given two units (the first unit a code is given is
 * kept; the others are refused beside their unit).
 */
export function codeTableErrors(codes: readonly PayrollCodeInput[]): FieldErrors {
  const errors: FieldErrors = {};
  const items = new Set<string>();
  const unitOfCode = new Map<string, string>();
  codes.forEach((entry, index) => {
    if (items.has(entry.item)) errors[`codes.${index}.item`] = fieldError(ERROR_CODES.duplicate);
    items.add(entry.item);
    if (!unitsOfItem(entry.item).includes(entry.unit)) errors[`codes.${index}.unit`] = fieldError(ERROR_CODES.invalidChoice);
    const code = entry.code.toUpperCase();
    const unit = unitOfCode.get(code);
    if (unit === undefined) unitOfCode.set(code, entry.unit);
    else if (unit !== entry.unit && !errors[`codes.${index}.unit`]) errors[`codes.${index}.unit`] = fieldError(ERROR_CODES.payrollUnitMismatch, { unit });
  });
  return errors;
}

/** Replaces an enterprise's table of codes (rows kept where unchanged); refused whole when a row is wrong. */
export async function writeCodes(ctx: WriteContext, enterpriseId: number, codes: readonly PayrollCodeInput[]): Promise<PayrollCode[]> {
  const errors = codeTableErrors(codes);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const { db } = ctx;
  const now = ctx.clock.now();
  const existing = await codesOf(ctx, enterpriseId);
  const wanted = new Set(codes.map((entry) => entry.item));
  for (const row of existing.values()) if (!wanted.has(row.item)) await db.remove('payrollCodes', row.id);
  const kept: PayrollCode[] = [];
  for (const entry of codes) {
    const before = existing.get(entry.item);
    if (before && before.code === entry.code && before.unit === entry.unit) {
      kept.push(before);
      continue;
    }
    kept.push(await keepRow(db, 'payrollCodes', before, { ...entry, enterpriseId }, now));
  }
  return kept;
}
