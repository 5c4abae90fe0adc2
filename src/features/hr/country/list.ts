import { AREA_CONTRACTS } from '@/contract/areas';
import { nameIn } from '../toolkit/labels';
import { defineAreaList } from '../toolkit/list-definition';

export const countryList = defineAreaList({
  area: 'country',
  columns: [
    { key: 'code', nowrap: true },
    { key: 'name', link: true, sortBy: (language) => `names.${language}`, render: (item, { language }) => nameIn(item.names, language) ?? '—' },
    { key: 'active', kind: 'boolean' },
  ],
  filters: [{ name: 'active', kind: 'select', options: ['true', 'false'] }],
  defaultSort: AREA_CONTRACTS.country.defaultSort,
});
