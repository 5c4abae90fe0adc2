import { LEGAL_FORMS, enterpriseInputSchema } from '@/domain/hr/organisation';
import { defineAreaForm } from '../toolkit/form-definition';
import { recordLabels } from '../toolkit/labels';

export const enterpriseForm = defineAreaForm({
  area: 'enterprise',
  schema: enterpriseInputSchema,
  fields: [
    { name: 'name', kind: 'text' },
    { name: 'legalName', kind: 'text' },
    { name: 'siren', kind: 'text', hint: true },
    { name: 'siret', kind: 'text', hint: true },
    { name: 'vatNumber', kind: 'text' },
    { name: 'legalForm', kind: 'enum', options: LEGAL_FORMS },
    { name: 'nafCode', kind: 'code', hint: true },
    { name: 'phone', kind: 'tel' },
    { name: 'email', kind: 'email' },
    { name: 'website', kind: 'text' },
    { name: 'payrollDossier', kind: 'text', hint: true },
    { name: 'address', kind: 'textarea', wide: true },
    { name: 'cityId', kind: 'reference', of: 'city', label: recordLabels.city, nameField: 'cityName' },
    { name: 'selfAttestation', kind: 'boolean' },
  ],
  defaults: () => ({ legalForm: 'SAS' }),
  title: recordLabels.named,
});
