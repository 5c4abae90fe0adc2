import { countryInputSchema } from '@/domain/hr/reference';
import { LANGUAGE_CODES, type LanguageCode } from '@/i18n/languages';
import { defineAreaForm, type FormField } from '../toolkit/form-definition';
import { recordLabels } from '../toolkit/labels';

/** The country's name in each of the nine languages. */
const nameFields: FormField<`names.${LanguageCode}`>[] = LANGUAGE_CODES.map((code) => ({ name: `names.${code}`, kind: 'text' }));

export const countryForm = defineAreaForm({
  area: 'country',
  schema: countryInputSchema,
  fields: [{ name: 'code', kind: 'code', hint: true }, ...nameFields, { name: 'active', kind: 'boolean' }],
  defaults: () => ({ active: true }),
  title: recordLabels.country,
});
