import { ERROR_CODES } from '@/domain/common';
import { countryCodeOfDemonym } from '@/domain/hr/nationalities';
import type { AppContext } from './context';
import type { FieldError, FieldErrors } from './errors';
import { normalise } from '@/domain/text';

/** "Lyon (69000)": a city by name and postal code. */
const NAME_AND_POSTAL_CODE = /^(.+?)\s*\(\s*([\w -]+?)\s*\)$/;

export const nameKey = (text: string) => normalise(text.trim()).replace(/\s+/g, ' ');

/** The reference fields a row may name instead of giving an id. */
export const NAMED_FIELDS = ['nationalityCountryId', 'cityId', 'serviceId', 'positionId'] as const;
export type NamedField = (typeof NAMED_FIELDS)[number];

/** What a row names: the name, and for a city its postal code (a column of its own, or "Lyon (69000)"). */
export interface NamedRef {
  name: string;
  postalCode?: string;
}

/** Keeps the lowest id under each key: the same name twice resolves the same way every time. */
function addLowest(map: Map<string, number>, name: string | undefined, id: number) {
  if (!name) return;
  const known = map.get(nameKey(name));
  if (known === undefined || id < known) map.set(nameKey(name), id);
}

function byNames<T extends { id: number }>(rows: Iterable<T>, ...names: ((row: T) => (string | undefined)[])[]) {
  const map = new Map<string, number>();
  for (const row of rows) for (const name of names) for (const text of name(row)) addLowest(map, text, row.id);
  return (text: string) => map.get(nameKey(text));
}

/** Cities by name and postal code, by name, or by postal code. */
async function cityFinder(ctx: AppContext): Promise<(ref: NamedRef) => number | undefined> {
  const cities = await ctx.db.all('cities');
  const byName = byNames(cities, (city) => [city.name]);
  const byNameAndCode = byNames(cities, (city) => [city.postalCode && `${city.name}|${city.postalCode}`]);
  const byCode = byNames(cities, (city) => [city.postalCode]);
  return ({ name, postalCode }) => {
    // The postal code tells apart cities of one name; a name alone is enough when the code is another.
    if (postalCode) return byNameAndCode(`${name}|${postalCode}`) ?? (name ? byName(name) : byCode(postalCode));
    return byName(name) ?? byCode(name);
  };
}

/** How each named field is found: countries by ISO code, name in any language or nationality word, units and positions by name or code. */
export async function referenceFinders(ctx: AppContext): Promise<Record<NamedField, (ref: NamedRef) => number | undefined>> {
  const countries = byNames(await ctx.db.all('countries'), (country) => [country.code, ...Object.values(country.names)]);
  const services = byNames(await ctx.db.all('services'), (service) => [service.name, service.code]);
  const positions = byNames(await ctx.db.all('positions'), (position) => [position.title, position.code]);
  const cities = await cityFinder(ctx);
  return {
    nationalityCountryId: ({ name }) => {
      const code = countryCodeOfDemonym(name);
      return countries(name) ?? (code === undefined ? undefined : countries(code));
    },
    cityId: cities,
    serviceId: ({ name }) => services(name),
    positionId: ({ name }) => positions(name),
  };
}

/** What a row names for a field (undefined when it gives an id, or nothing). */
export function namedRef(row: Record<string, unknown>, field: NamedField): NamedRef | undefined {
  const value = row[field];
  const postalCode = field === 'cityId' && typeof row.postalCode === 'string' ? row.postalCode.trim() : '';
  if (typeof value !== 'string' || value.trim() === '') {
    return postalCode && value === undefined ? { name: '', postalCode } : undefined;
  }
  const parts = field === 'cityId' ? NAME_AND_POSTAL_CODE.exec(value.trim()) : null;
  if (parts) return { name: parts[1], postalCode: parts[2] };
  return { name: value.trim(), ...(postalCode ? { postalCode } : {}) };
}

export const refKey = (ref: NamedRef) => nameKey(`${ref.name}|${ref.postalCode ?? ''}`);

const NOUNS: Record<NamedField, string> = {
  nationalityCountryId: 'Aucun pays nommé',
  cityId: 'Aucune ville nommée',
  serviceId: 'Aucun service nommé',
  positionId: 'Aucun poste nommé',
};

/** "Aucune ville nommée « City 1 »": the name was never in Effectif, rather than gone from it. */
export function unknownName(field: NamedField, ref: NamedRef): FieldError {
  const name = ref.name || ref.postalCode || '';
  const code = ref.name && ref.postalCode ? ` (${ref.postalCode})` : '';
  return { code: ERROR_CODES.unknownReference, message: `${NOUNS[field]} « ${name}${code} » : créez-le ou corrigez la valeur.` };
}

/** The row with its named references replaced by ids from `resolved`; the ones still unknown reported. */
export function resolveRow(
  row: Record<string, unknown>,
  find: (field: NamedField, ref: NamedRef) => number | FieldError | undefined,
  errors: FieldErrors,
): Record<string, unknown> {
  const resolved = { ...row };
  for (const field of NAMED_FIELDS) {
    const ref = namedRef(row, field);
    if (!ref) continue;
    const found = find(field, ref);
    if (typeof found === 'number') resolved[field] = found;
    else {
      delete resolved[field];
      errors[field] = found ?? unknownName(field, ref);
    }
  }
  return resolved;
}
