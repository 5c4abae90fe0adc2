import { AREA_CONTRACTS } from '@/contract/areas';
import { LEGAL_FORMS } from '@/domain/hr/organisation';
import { paths } from '@/shared/paths';
import { defineAreaList } from '../toolkit/list-definition';

export const enterpriseList = defineAreaList({
  area: 'enterprise',
  columns: [
    { key: 'name', link: true },
    { key: 'legalName', visible: false },
    // Legal forms are French legal terms (SA, SARL...): shown as they are, in every language.
    { key: 'legalForm', nowrap: true },
    { key: 'siren', nowrap: true },
    { key: 'siret', nowrap: true, visible: false },
    { key: 'nafCode', nowrap: true, visible: false },
    { key: 'cityName' },
    { key: 'phone', nowrap: true, visible: false },
    { key: 'email' },
  ],
  filters: [{ name: 'legalForm', kind: 'select', options: LEGAL_FORMS, optionLabel: (value) => value }],
  defaultSort: AREA_CONTRACTS.enterprise.defaultSort,
  extraActions: [{ labelKey: 'hr.organisation.title', to: paths.orgTree(), requires: { resource: 'orgTree', action: 'read' } }],
});
