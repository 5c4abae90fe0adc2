import type { HrRecord } from '@/api';
import type { LanguageCode } from '@/i18n/languages';
import type { AreaListDefinition } from '../toolkit/list-definition';

/** The country's name in the user's language. */
function nameOf(item: HrRecord, language: LanguageCode): string {
  const names = item.names && typeof item.names === 'object' ? (item.names as Record<string, unknown>) : {};
  const name = names[language] ?? names.fr;
  return typeof name === 'string' ? name : '—';
}

export const countryList: AreaListDefinition = {
  area: 'country',
  columns: [
    { key: 'code', nowrap: true },
    { key: 'name', sortBy: (language) => `names.${language}`, render: (item, { language }) => nameOf(item, language) },
    { key: 'active', kind: 'boolean' },
  ],
  filters: [{ name: 'active', kind: 'select', options: ['true', 'false'] }],
  defaultSort: 'name',
};
