import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HrArea } from '@/domain/hr/areas';
import type { FormField } from './form-definition';
import { lineFieldLabelKey } from './list-definition';

export type LinesFormField = Extract<FormField, { kind: 'lines' }>;

/** The head of a table of lines (expenses, members, allowances): one column per line field, then `extra`. */
export function LinesHead({ area, field, extra }: { area: HrArea; field: LinesFormField; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <thead>
      <tr>
        {field.fields.map((sub) => (
          <th key={sub.name} scope="col" className="fw-medium small">
            {t(sub.labelKey ?? lineFieldLabelKey(area, field.name, sub.name))}
          </th>
        ))}
        {extra}
      </tr>
    </thead>
  );
}
