import { AREA_CONTRACTS } from '@/contract/areas';
import { enterpriseInputSchema, type EnterpriseInput } from '@/domain/hr/organisation';
import type { AreaDefinition } from '../area';
import { cityName } from './names';

interface Names {
  cityName?: string;
}

/** Entreprise: SIREN and SIRET checked by their keys (schema) and unique. */
export const enterpriseArea: AreaDefinition<'enterprises', EnterpriseInput, Names> = {
  name: 'enterprise',
  table: 'enterprises',
  subject: 'Cette entreprise',
  input: enterpriseInputSchema,
  names: async (enterprise, ctx) => ({ cityName: await cityName(ctx, enterprise.cityId) }),
  namesDependOnDay: false,
  resolvedFields: ['cityName'],
  searchText: (enterprise, names) => [enterprise.name, enterprise.legalName, enterprise.siren, enterprise.siret, names.cityName],
  filters: AREA_CONTRACTS.enterprise.filters,
  defaultSort: AREA_CONTRACTS.enterprise.defaultSort,
  dependsOn: [{ table: 'cities' }],
  references: [{ field: 'cityId', table: 'cities' }],
  unique: [
    { field: 'siren', key: (enterprise) => enterprise.siren },
    { field: 'siret', key: (enterprise) => enterprise.siret },
  ],
  build: (input) => input,
  dependents: [
    { table: 'directions', field: 'enterpriseId', noun: ['direction', 'directions'] },
    { table: 'positions', field: 'enterpriseId', noun: ['poste', 'postes'] },
    { table: 'projects', field: 'enterpriseId', noun: ['projet', 'projets'] },
  ],
};
