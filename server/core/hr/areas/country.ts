import { countryInputSchema, type CountryInput } from '@/domain/hr/reference';
import type { AreaDefinition } from '../area';
import { isTrue } from '../filters';

type Names = Record<string, never>;

/** Pays: names in every language (the client shows its own), unique ISO code. */
export const countryArea: AreaDefinition<'countries', CountryInput, Names> = {
  name: 'country',
  table: 'countries',
  subject: 'Ce pays',
  input: countryInputSchema,
  names: () => ({}),
  resolvedFields: [],
  searchText: (country) => [country.code, ...Object.values(country.names)],
  filters: { active: isTrue('active') },
  defaultSort: 'names.fr',
  dependsOn: [],
  references: [],
  unique: [{ field: 'code', key: (country) => country.code }],
  build: (input) => input,
  dependents: [
    { table: 'cities', field: 'countryId', noun: ['ville', 'villes'] },
    { table: 'employees', field: 'nationalityCountryId', noun: ['employé de cette nationalité', 'employés de cette nationalité'] },
  ],
};
