import { useTranslation } from 'react-i18next';
import type { HrRecord } from '@/api';
import type { FormField } from './form-definition';
import { fieldLabelKey, lineFieldLabelKey, type CellContext } from './list-definition';
import { displayValue } from './record-values';

type LinesFormField = Extract<FormField, { kind: 'lines' }>;

/** A record's lines (expenses, members) as a read-only table, with the area's summary. */
export function RecordLines({ field, record, context }: { field: LinesFormField; record: HrRecord; context: CellContext }) {
  const { t } = useTranslation();
  const value = record[field.name];
  const lines = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  const label = (sub: FormField) => t(sub.labelKey ?? lineFieldLabelKey(context.area, field.name, sub.name));
  return (
    <section className="mt-2" aria-label={t(field.labelKey ?? fieldLabelKey(context.area, field.name))}>
      <h3 className="h6">{t(field.labelKey ?? fieldLabelKey(context.area, field.name))}</h3>
      {lines.length === 0 ? (
        <p className="text-body-secondary small">{t('hr.form.noLines')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm">
            <thead>
              <tr>
                {field.fields.map((sub) => (
                  <th key={sub.name} scope="col" className="fw-medium small">
                    {label(sub)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {lines.map((line, index) => (
                <tr key={index}>
                  {field.fields.map((sub) => (
                    <td key={sub.name}>{displayValue(sub, { id: index + 1, version: 0, ...line }, context)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
