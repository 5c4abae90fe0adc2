import { describe, expect, it } from 'vitest';
import { ACTIONS, PERMISSIONS, RESOURCES, ROLES, may, reachesOf, type Grant } from '@/domain/permissions';

const ROOT: Grant = { role: 'root' };
const HR: Grant = { role: 'hrAdmin', enterpriseIds: [1] };
const MANAGER: Grant = { role: 'manager' };
const EMPLOYEE: Grant = { role: 'employee' };

describe('the permission matrix', () => {
  it('gives Root every action on every resource, everywhere', () => {
    for (const resource of RESOURCES) {
      for (const action of ACTIONS) expect(reachesOf([ROOT], resource, action)).toEqual([{ reach: 'all', grant: ROOT }]);
    }
  });

  it('names only known resources and actions', () => {
    for (const role of ROLES) {
      for (const [resource, grants] of Object.entries(PERMISSIONS[role])) {
        expect(RESOURCES).toContain(resource);
        for (const action of Object.keys(grants ?? {})) expect(ACTIONS).toContain(action);
      }
    }
  });

  it('keeps salaries and private data from managers', () => {
    expect(may([MANAGER], 'salary', 'read')).toBe(false);
    expect(may([MANAGER], 'employee', 'readPrivate')).toBe(false);
    expect(may([MANAGER], 'employee', 'read')).toBe(true);
    expect(reachesOf([MANAGER], 'leave', 'decide').map(({ reach }) => reach)).toEqual(['team']);
  });

  it('lets an employee see their own private data and payslips, and nobody else’s', () => {
    expect(reachesOf([EMPLOYEE], 'employee', 'readPrivate').map(({ reach }) => reach)).toEqual(['self']);
    expect(reachesOf([EMPLOYEE], 'salary', 'read').map(({ reach }) => reach)).toEqual(['self']);
    expect(may([EMPLOYEE], 'leave', 'decide')).toBe(false);
    expect(may([EMPLOYEE], 'users', 'read')).toBe(false);
    expect(reachesOf([EMPLOYEE], 'calendar', 'read').map(({ reach }) => reach)).toEqual(['unit']);
  });

  it('keeps HR administrators inside their enterprises, and reference data for Root', () => {
    expect(reachesOf([HR], 'salary', 'update').map(({ reach }) => reach)).toEqual(['enterprises']);
    expect(may([HR], 'city', 'read')).toBe(true);
    expect(may([HR], 'city', 'update')).toBe(false);
    expect(may([HR], 'enterprise', 'create')).toBe(false);
    expect(may([HR], 'reset', 'create')).toBe(false);
  });

  it('takes the widest reach when a user holds two grants', () => {
    expect(reachesOf([EMPLOYEE, MANAGER], 'leave', 'read').map(({ reach }) => reach)).toEqual(['team', 'self']);
    expect(reachesOf([EMPLOYEE, HR], 'employee', 'readPrivate')[0]).toEqual({ reach: 'enterprises', grant: HR });
  });
});
