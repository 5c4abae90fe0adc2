import { cityInputSchema } from '@/domain/hr/reference';
import { defineAreaForm } from '../toolkit/form-definition';
import { nameIn, recordLabels } from '../toolkit/labels';

export const cityForm = defineAreaForm({
  area: 'city',
  schema: cityInputSchema,
  fields: [
    { name: 'name', kind: 'text' },
    { name: 'postalCode', kind: 'text' },
    { name: 'region', kind: 'text' },
    {
      name: 'countryId',
      kind: 'reference',
      of: 'country',
      label: recordLabels.country,
      nameOf: (record, { language }) => nameIn(record.countryNames, language),
    },
  ],
  defaults: () => ({}),
  title: recordLabels.city,
});
