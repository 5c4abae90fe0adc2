import { useId, useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { ApiErrorInfo } from '@/api';
import type { UserAccount, UserAccountInput } from '@/domain/accounts';
import type { Role } from '@/domain/permissions';
import { ReferencePicker, recordLabels } from '@/features/hr';
import { DialogForm } from '@/shared/ui/DialogForm';
import { useErrorText } from '@/shared/ui/use-error-text';
import { accountFormErrors, accountFormValues, accountInput, type AccountField, type AccountFormValues } from './account-form';
import { GrantsField } from './GrantsField';
import type { EnterpriseChoice } from './users-slice';

export interface AccountDialogProps {
  /** The account changed; null for a new one. */
  account: UserAccount | null;
  offeredRoles: readonly Role[];
  enterprises: readonly EnterpriseChoice[];
  saving: boolean;
  refusal: ApiErrorInfo | null;
  onSave(input: UserAccountInput): void;
  onClose(): void;
}

const TEXT_FIELDS = [
  { name: 'email', type: 'email' },
  { name: 'username', type: 'text' },
  { name: 'password', type: 'password' },
] as const;

/** A new account for an employee, or a change of one: its sign-in, the employee it is linked to, its roles. */
function AccountForm({ account, offeredRoles, enterprises, saving, refusal, onSave, onClose }: AccountDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const creating = account === null;
  const [values, setValues] = useState<AccountFormValues>(() => accountFormValues(account));
  const [checked, setChecked] = useState(false);
  const change = (changes: Partial<AccountFormValues>) => setValues((current) => ({ ...current, ...changes }));

  const own = checked ? accountFormErrors(values, creating) : {};
  const fromServer = refusal?.fieldErrors ?? {};
  const errorOf = (field: AccountField): string | undefined => {
    const server = fromServer[field];
    if (server) return t(`validation.${server.code}`, { defaultValue: server.message });
    return own[field] ? t(own[field]) : undefined;
  };
  const general = refusal && Object.keys(fromServer).length === 0 ? errorText(refusal) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(accountFormErrors(values, creating)).length > 0) return;
    onSave(accountInput(values));
  };
  const described = (field: AccountField) => (errorOf(field) ? `${id}-${field}-error` : field === 'password' && !creating ? `${id}-password-hint` : undefined);

  return (
    <DialogForm
      titleId="account-dialog-title"
      title={t(creating ? 'users.newTitle' : 'users.editTitle')}
      general={general}
      busy={saving}
      submitLabel={t('users.save')}
      onSubmit={submit}
      onCancel={onClose}
    >
      <div className="mb-3">
        <label htmlFor={`${id}-employeeId`} className="form-label">
          {t('users.fields.employee')}
        </label>
        <ReferencePicker
          lookupKey="users.employee"
          area="employee"
          value={values.employeeId}
          onChange={(employeeId) => change({ employeeId })}
          label={recordLabels.employee}
          inputId={`${id}-employeeId`}
          invalid={Boolean(errorOf('employeeId'))}
          describedBy={errorOf('employeeId') ? `${id}-employeeId-error` : undefined}
        />
        <FieldError id={`${id}-employeeId-error`} text={errorOf('employeeId')} />
      </div>
      {TEXT_FIELDS.map(({ name, type }) => (
        <div key={name} className="mb-3">
          <label htmlFor={`${id}-${name}`} className="form-label">
            {t(`users.fields.${name}`)}
          </label>
          <input
            id={`${id}-${name}`}
            type={type}
            className={`form-control${errorOf(name) ? ' is-invalid' : ''}`}
            autoComplete={name === 'password' ? 'new-password' : 'off'}
            aria-required={name !== 'password' || creating}
            aria-invalid={errorOf(name) ? true : undefined}
            aria-describedby={described(name)}
            value={values[name]}
            onChange={(event) => change({ [name]: event.target.value })}
          />
          {name === 'password' && !creating && (
            <div id={`${id}-password-hint`} className="form-text">
              {t('users.passwordKept')}
            </div>
          )}
          <FieldError id={`${id}-${name}-error`} text={errorOf(name)} />
        </div>
      ))}
      <GrantsField
        offered={offeredRoles}
        enterprises={enterprises}
        roles={values.roles}
        enterpriseIds={values.enterpriseIds}
        error={errorOf('grants')}
        onChange={change}
      />
    </DialogForm>
  );
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <div id={id} className="invalid-feedback d-block">
      {text}
    </div>
  );
}

/** The account's form in a dialog, opened for a new account or one of the list. */
export function AccountDialog(props: AccountDialogProps & { show: boolean }) {
  const { show, onClose, saving } = props;
  return (
    <Modal show={show} onHide={saving ? undefined : onClose} centered aria-labelledby="account-dialog-title">
      {show && <AccountForm key={props.account?.id ?? 'new'} {...props} />}
    </Modal>
  );
}
