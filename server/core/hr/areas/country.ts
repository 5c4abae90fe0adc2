import { AREA_CONTRACTS } from '@/contract/areas';
import { countryInputSchema, type CountryInput } from '@/domain/hr/reference';
import type { AreaDefinition } from '../area';

type Names = Record<string, never>;

/** Pays: names in every language (the client shows its own), unique ISO code. */
export const countryArea: AreaDefinition<'countries', CountryInput, Names> = {
  name: 'country',
  table: 'countries',
  subject: 'Ce pays',
  input: countryInputSchema,
  names: async () => ({}),
  namesDependOnDay: false,
  resolvedFields: [],
  searchText: (country) => [country.code, ...Object.values(country.names)],
  filters: AREA_CONTRACTS.country.filters,
  defaultSort: AREA_CONTRACTS.country.defaultSort,
  dependsOn: [],
  references: [],
  unique: [{ field: 'code', key: (country) => country.code }],
  build: (input) => input,
  dependents: [
    { table: 'cities', field: 'countryId', noun: ['ville', 'villes'] },
    { table: 'employees', field: 'nationalityCountryId', noun: ['employé de cette nationalité', 'employés de cette nationalité'] },
  ],
};
