import { AREA_CONTRACTS } from '@/contract/areas';
import { cityInputSchema, type CityInput } from '@/domain/hr/reference';
import { referringVia, type AreaDefinition } from '../area';
import { normalise } from '@/domain/text';
import { countryNames } from './names';

type Names = Awaited<ReturnType<typeof countryNames>>;

/** Ville: unique on (name, postal code, country). */
export const cityArea: AreaDefinition<'cities', CityInput, Names> = {
  name: 'city',
  table: 'cities',
  subject: 'Cette ville',
  input: cityInputSchema,
  names: (city, ctx) => countryNames(ctx, city.countryId),
  namesDependOnDay: false,
  resolvedFields: ['countryName', 'countryNames'],
  searchText: (city, names) => [city.name, city.postalCode, city.region, names.countryName],
  filters: AREA_CONTRACTS.city.filters,
  defaultSort: AREA_CONTRACTS.city.defaultSort,
  dependsOn: [{ table: 'countries', affected: referringVia('cities', 'countryId') }],
  references: [{ field: 'countryId', table: 'countries' }],
  unique: [
    {
      field: 'name',
      key: (city) => `${normalise(city.name)}|${city.postalCode ?? ''}|${city.countryId}`
    },
  ],
  build: (input) => input,
  dependents: [
    { table: 'employees', field: 'cityId', noun: ['employé', 'employés'] },
    { table: 'enterprises', field: 'cityId', noun: ['entreprise', 'entreprises'] },
    { table: 'assignments', field: 'workCityId', noun: ['affectation', 'affectations'] },
    { table: 'missions', field: 'destinationCityId', noun: ['ordre de mission', 'ordres de mission'] },
  ],
};
