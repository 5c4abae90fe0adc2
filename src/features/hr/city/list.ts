import type { AreaItem } from '@/contract/areas';
import { AREA_CONTRACTS } from '@/contract/areas';
import type { LanguageCode } from '@/i18n/languages';
import { nameIn } from '../toolkit/labels';
import { defineAreaList } from '../toolkit/list-definition';

/** The city's country in the user's language (the contract carries every language's name). */
export function countryName(item: AreaItem<'city'>, language: LanguageCode): string {
  return nameIn(item.countryNames, language) ?? (typeof item.countryName === 'string' ? item.countryName : '—');
}

export const cityList = defineAreaList({
  area: 'city',
  columns: [
    { key: 'name', link: true },
    { key: 'postalCode', nowrap: true },
    { key: 'region' },
    {
      key: 'countryName',
      sortBy: (language) => `countryNames.${language}`,
      render: (item, { language }) => countryName(item, language),
    },
  ],
  defaultSort: AREA_CONTRACTS.city.defaultSort,
});
