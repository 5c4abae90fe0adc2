import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserAccount } from '@/domain/accounts';
import { useErrorText } from '@/shared/ui/use-error-text';
import { useGrantsText } from './use-grants-text';
import type { UsersState } from './users-slice';

export interface UsersTableProps {
  state: UsersState;
  onRetry(): void;
  /** Absent for a user who may not change accounts (and delete them, below). */
  onEdit?(account: UserAccount): void;
  onDelete?(account: UserAccount): void;
  /** The link to a linked employee's record. */
  employeeLink(employeeId: number): ReactNode;
}

const fullName = (account: UserAccount) => `${account.firstName} ${account.lastName}`.trim() || account.username;

/** The accounts, one a row: name, sign-in, linked employee, roles, and what the user may do with it. */
export function UsersTable({ state, onRetry, onEdit, onDelete, employeeLink }: UsersTableProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const grantsText = useGrantsText(state.enterprises);
  if (state.error) {
    return (
      <div className="card text-center py-5 px-3" role="alert">
        <p className="fw-semibold mb-1">{t('users.loadFailed')}</p>
        <p className="text-body-secondary mb-3">{errorText(state.error)}</p>
        <div>
          <button type="button" className="btn btn-primary btn-sm" onClick={onRetry}>
            {t('hr.list.retry')}
          </button>
        </div>
      </div>
    );
  }
  const acting = onEdit !== undefined || onDelete !== undefined;
  return (
    <div className="card">
      <div className="table-responsive">
        <table className="table table-hover align-middle mb-0" aria-busy={state.loading}>
          <caption className="visually-hidden">{t('menu.users')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('users.fields.name')}</th>
              <th scope="col">{t('users.fields.email')}</th>
              <th scope="col">{t('users.fields.employee')}</th>
              <th scope="col">{t('users.fields.roles')}</th>
              {acting && (
                <th scope="col">
                  <span className="visually-hidden">{t('users.actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {state.items.length === 0 && (
              <tr>
                <td colSpan={acting ? 5 : 4} className="text-center text-body-secondary py-4">
                  {t(state.loading ? 'hr.list.loading' : 'users.empty')}
                </td>
              </tr>
            )}
            {state.items.map((account) => (
              <tr key={account.id}>
                <th scope="row" className="fw-semibold">
                  {fullName(account)}
                  <div className="small text-body-secondary fw-normal">{account.username}</div>
                </th>
                <td>{account.email}</td>
                <td>{account.employeeId ? employeeLink(account.employeeId) : <span className="text-body-secondary">{t('users.noEmployee')}</span>}</td>
                <td>{grantsText(account.grants) || <span className="text-body-secondary">{t('users.noRole')}</span>}</td>
                {acting && (
                  <td className="text-end text-nowrap">
                    {onEdit && (
                      <button
                        type="button"
                        className="btn btn-outline-primary btn-sm me-2"
                        aria-label={t('users.editAccount', { name: account.username })}
                        onClick={() => onEdit(account)}
                      >
                        {t('hr.detail.edit')}
                      </button>
                    )}
                    {onDelete && (
                      <button
                        type="button"
                        className="btn btn-outline-danger btn-sm"
                        aria-label={t('users.deleteAccount', { name: account.username })}
                        onClick={() => onDelete(account)}
                      >
                        {t('hr.detail.delete')}
                      </button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
