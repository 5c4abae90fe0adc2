import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { grantableEnterprises, grantableRoles, type UserAccount } from '@/domain/accounts';
import { useGrants, useMay } from '@/features/auth';
import { paths } from '@/shared/paths';
import { AdminBreadcrumb } from '@/shared/ui/AdminBreadcrumb';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { UsersIcon } from '@/shared/ui/icons';
import { useErrorText } from '@/shared/ui/use-error-text';
import { AccountDialog } from './AccountDialog';
import { UsersTable } from './UsersTable';
import { selectUsers, usersActions } from './users-slice';

type Dialog = { kind: 'edit'; account: UserAccount | null } | { kind: 'delete'; account: UserAccount };

/** The accounts: who may sign in, linked to which employee, with which roles; created, changed and deleted by those allowed. */
export default function UsersPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const state = useAppSelector(selectUsers);
  const grants = useGrants();
  const mayCreate = useMay('users', 'create');
  const mayUpdate = useMay('users', 'update');
  const mayDelete = useMay('users', 'delete');
  // A dialog stays open until a write is done: opened before the last write, it is closed.
  const [opened, setOpened] = useState<{ dialog: Dialog; at: number } | null>(null);
  const dialog = opened && opened.at === state.written.count ? opened.dialog : null;

  useEffect(() => {
    dispatch(usersActions.fetch());
  }, [dispatch]);

  // A write done here: said once.
  const toasted = useRef(state.written.count);
  useEffect(() => {
    if (state.written.count === toasted.current) return;
    toasted.current = state.written.count;
    toast.success(t(state.written.kind === 'deleted' ? 'users.deletedToast' : 'users.savedToast'));
  }, [state.written, t]);

  const open = (next: Dialog | null) => {
    dispatch(usersActions.resetSave());
    setOpened(next && { dialog: next, at: state.written.count });
  };
  const close = () => open(null);
  const offeredEnterprises = grantableEnterprises(grants, state.enterprises.map((enterprise) => enterprise.id));
  const refusal = state.save === 'failed' ? state.saveError : null;

  return (
    <div className="container-fluid py-4">
      <AdminBreadcrumb page={t('menu.users')} />
      <div className="d-flex flex-wrap align-items-center gap-2">
        <h1 className="h4 d-flex align-items-center gap-2 me-auto mb-0">
          <UsersIcon aria-hidden="true" /> {t('menu.users')}
        </h1>
        {mayCreate && (
          <button type="button" className="btn btn-primary" onClick={() => open({ kind: 'edit', account: null })}>
            {t('users.new')}
          </button>
        )}
      </div>
      <p className="text-body-secondary mt-2">{t('users.intro')}</p>
      <UsersTable
        state={state}
        onRetry={() => dispatch(usersActions.fetch())}
        onEdit={mayUpdate ? (account) => open({ kind: 'edit', account }) : undefined}
        onDelete={mayDelete ? (account) => open({ kind: 'delete', account }) : undefined}
        employeeLink={(id) => <Link to={paths.record('employee', id)}>{t('users.openEmployee')}</Link>}
      />
      <AccountDialog
        show={dialog?.kind === 'edit'}
        account={dialog?.kind === 'edit' ? dialog.account : null}
        offeredRoles={grantableRoles(grants)}
        enterprises={state.enterprises.filter((enterprise) => offeredEnterprises.includes(enterprise.id))}
        saving={state.save === 'saving'}
        refusal={refusal}
        onSave={(input) =>
          dispatch(
            usersActions.save(dialog?.kind === 'edit' && dialog.account ? { id: dialog.account.id, version: dialog.account.version, input } : { input }),
          )
        }
        onClose={close}
      />
      <ConfirmDialog
        show={dialog?.kind === 'delete'}
        title={t('users.deleteTitle')}
        confirmLabel={t('hr.detail.delete')}
        busy={state.save === 'saving'}
        onConfirm={() => dialog?.kind === 'delete' && dispatch(usersActions.remove(dialog.account.id))}
        onCancel={close}
      >
        <p className="mb-0">{t('users.deleteText', { name: dialog?.kind === 'delete' ? dialog.account.username : '' })}</p>
        {dialog?.kind === 'delete' && refusal && (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {errorText(refusal)}
          </div>
        )}
      </ConfirmDialog>
    </div>
  );
}
