import { initialAuthState } from '@/features/auth';
import { ROOT_ROLE } from '@/domain/roles';
import type { Grant } from '@/domain/grants';
import type { LinkedEmployee, SessionUser } from '@/domain/user';
import type { RootState } from '@/app/store';
import { ADMIN_EMPLOYEE } from '@mocks/fixtures/admin-employee';
import { DEMO_ACCOUNT } from '@mocks/fixtures/demo-account';
import { FAKE_TOKEN } from '@mocks/config';

export const adminUser: SessionUser = {
  id: 1,
  email: DEMO_ACCOUNT.email,
  username: 'admin',
  firstName: 'Claire',
  lastName: 'Martin',
  token: FAKE_TOKEN,
  data: { _id: '1', email: DEMO_ACCOUNT.email, role: ROOT_ROLE, grants: [{ role: 'root' }] },
  additional: { employee: ADMIN_EMPLOYEE },
};

export const signedIn = (
  user: SessionUser = adminUser,
  extra: Partial<RootState['auth']> = {},
): Partial<RootState> => ({ auth: { ...initialAuthState, user, ...extra } });

/** A signed-in user holding these grants (docs/roles.md), linked to this employee. */
const userWith = (id: number, username: string, grants: Grant[], employee: LinkedEmployee | null): SessionUser => {
  const email = `${username}@effectif.test`;
  const [firstName = '', lastName = ''] = employee?.user.person.label.split(' ') ?? [];
  return {
    id,
    email,
    username,
    firstName,
    lastName,
    token: FAKE_TOKEN,
    data: { _id: String(id), email, role: grants.map((grant) => grant.role).join(',') || 'Guest', grants },
    additional: { employee },
  };
};

/** The head of the recruitment service (service 1) in the seeded data. */
export const MANAGER_EMPLOYEE: LinkedEmployee = {
  id: 108,
  profile: { nameFile: null },
  user: { person: { gender: 'F', label: 'Catherine Perez' } },
  position: { title: 'Responsable recrutement' },
};

/** A back-end developer of the seeded data, who heads nothing. */
export const EMPLOYEE_EMPLOYEE: LinkedEmployee = {
  id: 40,
  profile: { nameFile: 'portrait-14.svg' },
  user: { person: { gender: 'M', label: 'João Le Goff' } },
  position: { title: 'Développeur back-end' },
};

/** The HR administrator of the first enterprise, linked to no employee. */
export const hrAdminUser = userWith(2, 'rh', [{ role: 'hrAdmin', enterpriseIds: [1] }], null);
export const managerUser = userWith(3, 'manager', [{ role: 'manager' }], MANAGER_EMPLOYEE);
export const employeeUser = userWith(4, 'employe', [{ role: 'employee' }], EMPLOYEE_EMPLOYEE);
/** An account that holds no grant. */
export const noGrantUser = userWith(5, 'invite', [], null);
