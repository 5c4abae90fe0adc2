import { initialAuthState } from '@/features/auth';
import { ROOT_ROLE } from '@/domain/roles';
import type { SessionUser } from '@/domain/user';
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
