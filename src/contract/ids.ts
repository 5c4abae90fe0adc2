/**
 * A record id as the contract writes it in a path: a positive integer in plain decimal
 * (no sign, no leading zero, no exponent, no spaces), at most Number.MAX_SAFE_INTEGER.
 * `2.0`, `02`, `2e0`, `+2`, ` 2`, `0x2`, `-1` name no record.
 */
export function parseRecordId(raw: string): number | undefined {
  if (!/^[1-9]\d{0,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** Path parameters that hold a record id: `id`, and those ending in `Id` (`employeeId`). */
export const isIdParameter = (name: string): boolean => name === 'id' || name.endsWith('Id');
