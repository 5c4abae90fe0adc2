import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@/domain/permissions';
import type { EnterpriseChoice } from './users-slice';

export interface GrantsFieldProps {
  /** The roles the user may give. */
  offered: readonly Role[];
  /** The enterprises the user may name for an HR administrator. */
  enterprises: readonly EnterpriseChoice[];
  roles: readonly Role[];
  enterpriseIds: readonly number[];
  error?: string;
  onChange(changes: { roles?: Role[]; enterpriseIds?: number[] }): void;
}

const toggled = <T,>(list: readonly T[], value: T, on: boolean): T[] => (on ? [...list, value] : list.filter((item) => item !== value));

/** The roles an account holds, each a box; an HR administrator's enterprises below theirs. */
export function GrantsField({ offered, enterprises, roles, enterpriseIds, error, onChange }: GrantsFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="mb-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-label fs-6">{t('users.fields.roles')}</legend>
      {offered.map((role) => (
        <div key={role} className="form-check">
          <input
            id={`${id}-${role}`}
            type="checkbox"
            className={`form-check-input${error ? ' is-invalid' : ''}`}
            checked={roles.includes(role)}
            onChange={(event) => onChange({ roles: toggled(roles, role, event.target.checked) })}
          />
          <label htmlFor={`${id}-${role}`} className="form-check-label">
            {t(`roles.${role}`)}
          </label>
          {role === 'hrAdmin' && roles.includes('hrAdmin') && (
            <fieldset className="ms-1 mt-1">
              <legend className="small text-body-secondary mb-1">{t('users.fields.enterprises')}</legend>
              {enterprises.map((enterprise) => (
                <div key={enterprise.id} className="form-check">
                  <input
                    id={`${id}-enterprise-${enterprise.id}`}
                    type="checkbox"
                    className="form-check-input"
                    checked={enterpriseIds.includes(enterprise.id)}
                    onChange={(event) => onChange({ enterpriseIds: toggled(enterpriseIds, enterprise.id, event.target.checked) })}
                  />
                  <label htmlFor={`${id}-enterprise-${enterprise.id}`} className="form-check-label">
                    {enterprise.name}
                  </label>
                </div>
              ))}
            </fieldset>
          )}
        </div>
      ))}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
