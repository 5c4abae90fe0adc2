/** French and European identifiers, checked by their keys. */

const digitsOnly = (text: string) => text.replace(/\s+/g, '');

/** The Luhn check (SIREN, SIRET). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const LA_POSTE_SIREN = '356000000';

/** SIREN: 9 digits passing Luhn. */
export function isValidSiren(value: string): boolean {
  const siren = digitsOnly(value);
  return /^\d{9}$/.test(siren) && luhnValid(siren);
}

/**
 * SIRET: 14 digits passing Luhn, except La Poste's establishments (SIREN 356 000 000),
 * whose SIRET digits add up to a multiple of 5 instead.
 */
export function isValidSiret(value: string): boolean {
  const siret = digitsOnly(value);
  if (!/^\d{14}$/.test(siret)) return false;
  if (siret.startsWith(LA_POSTE_SIREN) && siret !== '35600000000048') {
    const sum = [...siret].reduce((total, digit) => total + Number(digit), 0);
    return sum % 5 === 0;
  }
  return luhnValid(siret);
}

/**
 * NIR (numéro de sécurité sociale): 13 characters and a 2-digit key, 97 minus the
 * number modulo 97. Corsica's 2A and 2B count as 19 and 18 for the key.
 */
export function isValidNir(value: string): boolean {
  const nir = digitsOnly(value).toUpperCase();
  const match = /^([12378])(\d{2})(\d{2})(\d{2}|2A|2B)(\d{3})(\d{3})(\d{2})$/.exec(nir);
  if (!match) return false;
  const body = nir.slice(0, 13);
  const numeric = body.replace('2A', '19').replace('2B', '18');
  const key = Number(nir.slice(13));
  return 97 - Number(BigInt(numeric) % 97n) === key;
}

/** The key a 13-character NIR body needs (used to build valid demo data). */
export function nirKey(body: string): string {
  const numeric = body.toUpperCase().replace('2A', '19').replace('2B', '18');
  return String(97 - Number(BigInt(numeric) % 97n)).padStart(2, '0');
}

const IBAN_LENGTHS: Record<string, number> = {
  FR: 27, MC: 27, BE: 16, CH: 21, LU: 20, DE: 22, ES: 24, IT: 27, PT: 25, NL: 18, GB: 22, IE: 22,
  AT: 20, MA: 28, TN: 24, SN: 28, CI: 28, DZ: 26, CM: 27, MG: 27, RE: 27, GP: 27, MQ: 27,
};

/** Why an IBAN is refused: its shape, length or check digits, or (French format) its RIB key. */
export type IbanProblem = 'invalidIban' | 'invalidRibKey';

/**
 * IBAN: country length where known, then mod 97 of the rearranged number equals 1; a
 * French-format IBAN (FR, and Monaco's, which uses the French RIB) must also carry the RIB
 * key of its bank, branch and account.
 */
export function ibanProblem(value: string): IbanProblem | undefined {
  const iban = digitsOnly(value).toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return 'invalidIban';
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expected !== undefined && iban.length !== expected) return 'invalidIban';
  if (ibanRemainder(iban) !== 1) return 'invalidIban';
  if (RIB_COUNTRIES.has(iban.slice(0, 2)) && !hasValidRibKey(iban.slice(4))) return 'invalidRibKey';
  return undefined;
}

export const isValidIban = (value: string): boolean => ibanProblem(value) === undefined;

const RIB_COUNTRIES: ReadonlySet<string> = new Set(['FR', 'MC']);

/** The RIB's letters stand for digits: A and J for 1, B, K and S for 2, ... I, R and Z for 9. */
const ribDigits = (text: string) =>
  text.replace(/[A-Z]/g, (letter) => {
    const rank = letter.charCodeAt(0) - 65; // A = 0
    const digit = rank >= 18 ? rank - 16 : rank >= 9 ? rank - 8 : rank + 1; // S..Z start again at 2
    return String(digit);
  });

/** The 2-digit RIB key of a French bank (5), branch (5) and account (11): 97 − (89·bank + 15·branch + 3·account) mod 97. */
export function ribKey(bank: string, branch: string, account: string): string {
  const sum = 89n * BigInt(ribDigits(bank)) + 15n * BigInt(ribDigits(branch)) + 3n * BigInt(ribDigits(account));
  return String(97n - (sum % 97n)).padStart(2, '0');
}

/** A 23-character French BBAN: bank, branch, account, then the key they give. */
function hasValidRibKey(bban: string): boolean {
  const match = /^([A-Z0-9]{5})([A-Z0-9]{5})([A-Z0-9]{11})(\d{2})$/.exec(bban);
  return match !== null && ribKey(match[1], match[2], match[3]) === match[4];
}

function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const chunk = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of chunk) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** The check digits an IBAN needs, from its country and BBAN (used to build demo data). */
export function ibanCheckDigits(country: string, bban: string): string {
  const remainder = ibanRemainder(`${country.toUpperCase()}00${bban.toUpperCase()}`);
  return String(98 - remainder).padStart(2, '0');
}
