import { grantsProblem, roleNameOf, type UserAccount, type UserAccountInput } from '@/domain/accounts';
import type { Grant } from '@/domain/grants';
import type { Role } from '@/domain/permissions';

/** The users' form as typed: the linked employee's id as text ('' for none). */
export interface AccountFormValues {
  employeeId: string;
  email: string;
  username: string;
  password: string;
  roles: readonly Role[];
  /** The enterprises of the HR administrator's grant. */
  enterpriseIds: readonly number[];
}

export type AccountField = 'employeeId' | 'email' | 'username' | 'password' | 'grants';

export const accountFormValues = (account: UserAccount | null): AccountFormValues => ({
  employeeId: account?.employeeId ? String(account.employeeId) : '',
  email: account?.email ?? '',
  username: account?.username ?? '',
  password: '',
  roles: account?.grants.map((grant) => grant.role) ?? [],
  enterpriseIds: account?.grants.flatMap((grant) => (grant.role === 'hrAdmin' ? grant.enterpriseIds : [])) ?? [],
});

const grantOf = (role: Role, enterpriseIds: readonly number[]): Grant =>
  role === 'hrAdmin' ? { role, enterpriseIds: [...enterpriseIds] } : { role };

export const grantsOfForm = (values: AccountFormValues): Grant[] => values.roles.map((role) => grantOf(role, values.enterpriseIds));

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the form itself finds missing, by field, as `validation.*` or `users.errors.*` codes. */
export function accountFormErrors(values: AccountFormValues, creating: boolean): Partial<Record<AccountField, string>> {
  const errors: Partial<Record<AccountField, string>> = {};
  if (values.email.trim() === '') errors.email = 'validation.required';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'validation.invalidEmail';
  if (values.username.trim() === '') errors.username = 'validation.required';
  if (creating && values.password === '') errors.password = 'validation.required';
  const problem = grantsProblem(grantsOfForm(values));
  if (problem) errors.grants = `users.errors.${problem}`;
  return errors;
}

/** What is sent: the password only when one is typed, the employee only when chosen. */
export function accountInput(values: AccountFormValues): UserAccountInput {
  const grants = grantsOfForm(values);
  return {
    email: values.email.trim(),
    username: values.username.trim(),
    ...(values.password ? { password: values.password } : {}),
    ...(values.employeeId ? { employeeId: Number(values.employeeId) } : {}),
    grants,
    role: roleNameOf(grants),
  };
}
