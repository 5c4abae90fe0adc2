import { ERROR_CODES } from '@/domain/common';
import type { AppContext } from './context';
import { fieldError, type FieldErrors } from './errors';
import { normalise } from './text';

/** "Lyon (69000)": a city by name and postal code. */
const NAME_AND_POSTAL_CODE = /^(.+?)\s*\(\s*([\w -]+?)\s*\)$/;

const key = (text: string) => normalise(text.trim()).replace(/\s+/g, ' ');

/** Keeps the lowest id under each key: the same name twice resolves the same way every time. */
function addLowest(map: Map<string, number>, name: string | undefined, id: number) {
  if (!name) return;
  const known = map.get(key(name));
  if (known === undefined || id < known) map.set(key(name), id);
}

/** Countries by ISO code or by name in any of the nine languages. */
function countryFinder(ctx: AppContext): (text: string) => number | undefined {
  const byCode = new Map<string, number>();
  const byName = new Map<string, number>();
  for (const country of ctx.db.list('countries')) {
    byCode.set(country.code.toUpperCase(), country.id);
    for (const name of Object.values(country.names)) addLowest(byName, name, country.id);
  }
  return (text) => byCode.get(text.trim().toUpperCase()) ?? byName.get(key(text));
}

/** Cities by name, by "name (postal code)", or by postal code. */
function cityFinder(ctx: AppContext): (text: string) => number | undefined {
  const byName = new Map<string, number>();
  const byNameAndCode = new Map<string, number>();
  const byCode = new Map<string, number>();
  for (const city of ctx.db.list('cities')) {
    addLowest(byName, city.name, city.id);
    if (!city.postalCode) continue;
    addLowest(byNameAndCode, `${city.name}|${city.postalCode}`, city.id);
    addLowest(byCode, city.postalCode, city.id);
  }
  return (text) => {
    const parts = NAME_AND_POSTAL_CODE.exec(text.trim());
    if (parts) return byNameAndCode.get(key(`${parts[1]}|${parts[2]}`));
    return byName.get(key(text)) ?? byCode.get(key(text));
  };
}

/**
 * An import's rows name their references as people write them (a country's name or code,
 * a city's name): each is replaced by its record's id, or reported unknown and left out.
 * Numbers are ids already, checked by the create like any other.
 */
export function referenceResolver(ctx: AppContext) {
  let finders: Record<string, (text: string) => number | undefined> | undefined;
  return (row: Record<string, unknown>, errors: FieldErrors): Record<string, unknown> => {
    finders ??= { nationalityCountryId: countryFinder(ctx), cityId: cityFinder(ctx) };
    const resolved = { ...row };
    for (const [field, find] of Object.entries(finders)) {
      const value = row[field];
      if (typeof value !== 'string') continue;
      const id = value.trim() === '' ? undefined : find(value);
      if (id !== undefined) resolved[field] = id;
      else {
        delete resolved[field];
        if (value.trim() !== '') errors[field] = fieldError(ERROR_CODES.unknownReference);
      }
    }
    return resolved;
  };
}
