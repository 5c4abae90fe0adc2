import { z } from 'zod';
import { ERROR_CODES } from '../common';
import { matchKey } from '../text';

/**
 * The addresses an import builds for the rows that lack one, from a pattern the user gives
 * (docs/contract.md, "The employee import"): `{first}.{last}@acme.fr`, `{f}{last}@acme.fr`,
 * `{matricule}@acme.fr`; "@acme.fr" alone stands for `{first}.{last}@acme.fr`. Only the
 * pattern's text is here; which number makes an address unique is the backend's, the only
 * one that knows the addresses already given.
 */

/** The e-mail fields a pattern may fill. */
export const EMAIL_PATTERN_FIELDS = ['workEmail', 'personalEmail'] as const;
export type EmailPatternField = (typeof EMAIL_PATTERN_FIELDS)[number];

/** What a row gives the placeholders. */
export interface PatternNames {
  firstName?: unknown;
  lastName?: unknown;
  matricule?: unknown;
}

/** Latin letters that have no accent to drop: written as their plain letters rather than left out. */
const PLAIN_LETTERS: Readonly<Record<string, string>> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** A value as an address takes it: accents dropped, lower case, spaces and punctuation as one "-" ("Jean Pierre" → "jean-pierre"). */
const slug = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number'
    ? matchKey(String(value).toLowerCase().replace(/[øæœßłđðþı]/g, (letter) => PLAIN_LETTERS[letter])).replace(/ /g, '-')
    : '';

/** Each placeholder, and what it takes from the row. */
const PLACEHOLDERS = {
  first: (names: PatternNames) => slug(names.firstName),
  last: (names: PatternNames) => slug(names.lastName),
  f: (names: PatternNames) => slug(names.firstName).charAt(0),
  l: (names: PatternNames) => slug(names.lastName).charAt(0),
  matricule: (names: PatternNames) => slug(names.matricule),
} as const;
type Placeholder = keyof typeof PLACEHOLDERS;

export const EMAIL_PATTERN_PLACEHOLDERS = Object.keys(PLACEHOLDERS) as Placeholder[];

const isPlaceholder = (name: string): name is Placeholder => name in PLACEHOLDERS;

/** The pattern "@acme.fr" stands for. */
const SHORTHAND = '{first}.{last}';

/** Placeholders and the characters an address's local part may hold, "@", a domain with a dot. */
const SHAPE = /^((?:\{[a-z]+\}|[a-z0-9._+-])+)@([a-z0-9-]+(?:\.[a-z0-9-]+)+)$/i;
const TOKEN = /\{([a-z]+)\}/gi;

const expanded = (pattern: string) => {
  const text = pattern.trim();
  return text.startsWith('@') ? `${SHORTHAND}${text}` : text;
};

/** Whether what the user typed is meant as a pattern ("@domain", or text with a placeholder), right or wrong. */
export const isEmailPattern = (text: string): boolean => text.trim().startsWith('@') || /\{[^}]*\}/.test(text);

/**
 * Whether a pattern can build addresses: known placeholders (at least one) before "@", no dot
 * at either end of that part nor two in a row (what an address refuses), a domain after.
 */
function isValidPattern(pattern: string): boolean {
  const shape = SHAPE.exec(expanded(pattern));
  if (!shape) return false;
  const names = [...shape[1].matchAll(TOKEN)].map((match) => match[1].toLowerCase());
  // Placeholders give letters, digits and "-" only: the dots are the pattern's own.
  const dots = shape[1].replace(TOKEN, 'x');
  return names.length > 0 && names.every(isPlaceholder) && !/^\.|\.$|\.\./.test(dots);
}

/** A pattern as the import takes it (`invalidEmailPattern` otherwise). */
export const emailPatternSchema = z
  .string()
  .trim()
  .max(120, { error: ERROR_CODES.tooLong })
  .refine(isValidPattern, { error: ERROR_CODES.invalidEmailPattern });

/**
 * The address a pattern gives a row, before any number makes it unique; undefined when a
 * placeholder finds nothing (no matricule, a name without a Latin letter or digit).
 */
export function addressFromPattern(pattern: string, names: PatternNames): string | undefined {
  let lacking = false;
  const address = expanded(pattern).replace(TOKEN, (_whole, name: string) => {
    const key = name.toLowerCase();
    const value = isPlaceholder(key) ? PLACEHOLDERS[key](names) : '';
    if (value === '') lacking = true;
    return value;
  });
  return lacking ? undefined : address.toLowerCase();
}

/** The n-th address of a base: "jean.dupont@acme.fr", then "jean.dupont2@acme.fr", "jean.dupont3@acme.fr"… */
export function numberedAddress(address: string, n: number): string {
  if (n <= 1) return address;
  const at = address.lastIndexOf('@');
  return `${address.slice(0, at)}${n}${address.slice(at)}`;
}
