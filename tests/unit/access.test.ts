import { describe, expect, it } from 'vitest';
import { homePath, initialAuthState, selectGrants, selectIsRoot, selectMayEnter } from '@/features/auth';
import { adminUser, employeeUser, hrAdminUser, managerUser, noGrantUser } from '../helpers/users';

const stateOf = (user: typeof adminUser | null) => ({ auth: { ...initialAuthState, user } });

describe('the session\'s grants', () => {
  it('are the signed-in user\'s, and none when signed out', () => {
    expect(selectGrants(stateOf(hrAdminUser))).toEqual([{ role: 'hrAdmin', enterpriseIds: [1] }]);
    expect(selectGrants(stateOf(null))).toEqual([]);
    // The same answer each time: components that read it do not render again for nothing.
    expect(selectGrants(stateOf(null))).toBe(selectGrants(stateOf(null)));
  });

  it('let in Root and every user holding a grant, not an account holding none', () => {
    expect([adminUser, hrAdminUser, managerUser, employeeUser].map((user) => selectMayEnter(stateOf(user)))).toEqual([true, true, true, true]);
    expect(selectMayEnter(stateOf(noGrantUser))).toBe(false);
    expect(selectMayEnter(stateOf(null))).toBe(false);
  });

  it('make Root the holder of a root grant or of the Root role name', () => {
    expect(selectIsRoot(stateOf(adminUser))).toBe(true);
    expect(selectIsRoot(stateOf({ ...adminUser, data: { ...adminUser.data, role: 'Clerk' } }))).toBe(true);
    expect(selectIsRoot(stateOf({ ...adminUser, data: { ...adminUser.data, grants: [] } }))).toBe(true);
    expect(selectIsRoot(stateOf(managerUser))).toBe(false);
  });
});

describe('homePath', () => {
  it('is the dashboard for those who may see it', () => {
    expect(homePath(adminUser.data.grants, 1)).toBe('/');
    expect(homePath(hrAdminUser.data.grants, null)).toBe('/');
    expect(homePath(managerUser.data.grants, 108)).toBe('/');
  });

  it("is an employee's space, or their leaves when they are linked to no employee", () => {
    expect(homePath(employeeUser.data.grants, 40)).toBe('/app/effectif/me');
    expect(homePath(employeeUser.data.grants, null)).toBe('/app/effectif/leave');
  });

  it('is none for a user who may read nothing', () => {
    expect(homePath([], null)).toBeNull();
  });
});
