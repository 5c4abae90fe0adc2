import { beforeAll } from 'vitest';
import type { Grant } from '@/domain/grants';
import type { Role } from '@/domain/permissions';
import { DEMO_ROLE_ACCOUNTS, type DemoRoleAccount } from '@mocks/fixtures/demo-accounts';
import { signIn } from './http';

/** A demo account of each role (docs/roles.md), as the contract suite signs in with it. */
export interface RoleAccount {
  role: Role;
  grants: readonly Grant[];
  /** The employee it is linked to. */
  employeeId: number;
  /** Its bearer token, once signed in (undefined: the suite's own, the demo administrator's). */
  token?: string;
}

const demo = (role: Role, account: DemoRoleAccount): RoleAccount & { account: DemoRoleAccount } => ({ role, grants: account.grants, employeeId: account.employee.id, account });

export const ROOT: RoleAccount = { role: 'root', grants: [{ role: 'root' }], employeeId: 1 };
export const HR = demo('hrAdmin', DEMO_ROLE_ACCOUNTS[0]);
export const MANAGER = demo('manager', DEMO_ROLE_ACCOUNTS[1]);
export const EMPLOYEE = demo('employee', DEMO_ROLE_ACCOUNTS[2]);
export const ROLE_ACCOUNTS: readonly RoleAccount[] = [ROOT, HR, MANAGER, EMPLOYEE];

/** The enterprise of the HR administrator, and the direction the manager heads (mocks/fixtures/demo-accounts.ts). */
export const HR_ENTERPRISE = 2;
export const MANAGED_DIRECTION = 3;

/** Before the file's tests (after `connectToServer`): signs in the demo account of every role but Root. */
export function signInRoles() {
  beforeAll(async () => {
    for (const role of [HR, MANAGER, EMPLOYEE]) role.token = await signIn(role.account.email, role.account.password);
  });
}
