/** How the private identifiers read on screen: grouped as printed, masked until asked for. */

const compact = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/** NIR groups: sex, year, month, département, commune, order, key (2 84 05 75 056 123 45). */
const NIR_GROUPS = [1, 2, 2, 2, 3, 3, 2];
/** What stays readable of a masked NIR: sex, year and month of birth. */
const NIR_SHOWN_GROUPS = 3;

function groups(text: string, sizes: readonly number[]): string[] {
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= text.length) break;
    parts.push(text.slice(at, at + size));
    at += size;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

export const formatNir = (nir: string): string => groups(compact(nir), NIR_GROUPS).join(' ');

/** 2 84 05 ** *** *** ** */
export const maskNir = (nir: string): string =>
  groups(compact(nir), NIR_GROUPS)
    .map((part, index) => (index < NIR_SHOWN_GROUPS ? part : '*'.repeat(part.length)))
    .join(' ');

const byFour = (text: string) => text.replace(/(.{4})(?=.)/g, '$1 ');

export const formatIban = (iban: string): string => byFour(compact(iban));

/** FR76 **** **** **** **** **** 189: the country and key, and the last three characters. */
export function maskIban(iban: string): string {
  const text = compact(iban);
  const hidden = Math.max(0, text.length - 7);
  return byFour(`${text.slice(0, 4)}${'*'.repeat(hidden)}${text.slice(4 + hidden)}`);
}
