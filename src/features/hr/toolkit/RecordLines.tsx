import { useTranslation } from 'react-i18next';
import type { HrRecord } from '@/api';
import { fieldLabelKey, type CellContext } from './list-definition';
import { LinesHead, type LinesFormField } from './LinesHead';
import { displayValue } from './record-values';

/** A record's lines (expenses, members) as a read-only table, with the area's summary. */
export function RecordLines({ field, record, context }: { field: LinesFormField; record: HrRecord; context: CellContext }) {
  const { t } = useTranslation();
  const value = record[field.name];
  const lines = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  return (
    <section className="mt-2" aria-label={t(field.labelKey ?? fieldLabelKey(context.area, field.name))}>
      <h3 className="h6">{t(field.labelKey ?? fieldLabelKey(context.area, field.name))}</h3>
      {lines.length === 0 ? (
        <p className="text-body-secondary small">{t('hr.form.noLines')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm">
            <LinesHead area={context.area} field={field} />
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
