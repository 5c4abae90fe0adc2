import type { HrRecord } from '@/api';
import type { LanguageCode } from '@/i18n/languages';
import type { AreaListDefinition } from '../toolkit/list-definition';

/** The city's country in the user's language (the contract carries every language's name). */
function countryName(item: HrRecord, language: LanguageCode): string {
  const names = item.countryNames;
  if (names && typeof names === 'object') {
    const byLanguage = names as Record<string, unknown>;
    const name = byLanguage[language] ?? byLanguage.fr;
    if (typeof name === 'string') return name;
  }
  return typeof item.countryName === 'string' ? item.countryName : '—';
}

export const cityList: AreaListDefinition = {
  area: 'city',
  columns: [
    { key: 'name' },
    { key: 'postalCode', nowrap: true },
    { key: 'region' },
    {
      key: 'countryName',
      sortBy: (language) => `countryNames.${language}`,
      render: (item, { language }) => countryName(item, language),
    },
  ],
  defaultSort: 'name',
};
