import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_AREAS, type AuditFilter, type AuditFilters as Filters } from '@/contract/audit';
import type { PublicUser } from '@/domain/user';
import { areaLabel } from './change-text';

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="hr-filter">
      <label htmlFor={id} className="form-label small mb-1 text-body-secondary">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

export interface AuditFiltersProps {
  values: Filters;
  /** The accounts "who" offers (null while they load). */
  users: readonly PublicUser[] | null;
  onChange(name: AuditFilter, value: string): void;
}

/** Who, which area, from and to: the trail's filters, as the lists' filters look. */
export function AuditFilters({ values, users, onChange }: AuditFiltersProps) {
  const { t } = useTranslation();
  const value = (name: AuditFilter) => String(values[name] ?? '');
  const areas = AUDIT_AREAS.map((area) => ({ area, label: areaLabel(t, area) })).sort((a, b) => a.label.localeCompare(b.label));
  const name = (user: PublicUser) => `${user.firstName} ${user.lastName}`.trim() || user.username;
  return (
    <>
      <Field label={t('hr.audit.filters.who')}>
        {(id) => (
          <select id={id} className="form-select" value={value('userId')} onChange={(event) => onChange('userId', event.target.value)}>
            <option value="">{t('hr.audit.filters.everyone')}</option>
            {users?.map((user) => (
              <option key={user.id} value={user.id}>
                {name(user)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('hr.audit.columns.area')}>
        {(id) => (
          <select id={id} className="form-select" value={value('area')} onChange={(event) => onChange('area', event.target.value)}>
            <option value="">{t('hr.list.all')}</option>
            {areas.map(({ area, label }) => (
              <option key={area} value={area}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      {(['from', 'to'] as const).map((bound) => (
        <Field key={bound} label={t(`hr.list.${bound}`)}>
          {(id) => <input id={id} type="date" className="form-control" value={value(bound)} onChange={(event) => onChange(bound, event.target.value)} />}
        </Field>
      ))}
    </>
  );
}
