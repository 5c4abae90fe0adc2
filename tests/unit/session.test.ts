// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readStoredSession, restoreSession, safeReturnUrl, STORAGE_KEYS } from '@/features/auth/session';
import { adminUser } from '../helpers/users';
import { vi } from 'vitest';

describe('the stored session', () => {
  it("is none when nobody signed in", async () => {
    expect(await readStoredSession()).toEqual({ kind: 'none' });
  });

  it('gives back the signed-in user and the lock', async () => {
    localStorage.setItem(STORAGE_KEYS.currentUser, JSON.stringify(adminUser));
    localStorage.setItem(STORAGE_KEYS.isLocked, 'true');
    localStorage.setItem(STORAGE_KEYS.lockedPath, '/dry/dry-account/profile');
    expect(await readStoredSession()).toEqual({
      kind: 'signedIn',
      user: adminUser,
      isLocked: true,
      lockedPath: '/dry/dry-account/profile',
    });
  });

  it.each([
    ['empty', ''],
    ['unparseable', '{"id":1,'],
    ['not a user', '{"id":1}'],
    ['without a token', JSON.stringify({ ...adminUser, token: '' })],
  ])('is corrupt when the stored user is %s', async (_case, raw) => {
    localStorage.setItem(STORAGE_KEYS.currentUser, raw);
    expect(await readStoredSession()).toEqual({ kind: 'corrupt' });
  });
});

describe('restoreSession', () => {
  it('clears corrupt data and reloads, with no error', async () => {
    localStorage.setItem(STORAGE_KEYS.currentUser, 'not json');
    localStorage.setItem(STORAGE_KEYS.isLocked, 'true');
    sessionStorage.setItem(STORAGE_KEYS.token, 'fake-jwt-token');
    const reload = vi.fn();
    expect(await restoreSession(reload)).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
    expect(localStorage.getItem(STORAGE_KEYS.currentUser)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.isLocked)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('turns a stored user into the auth state, without reloading', async () => {
    localStorage.setItem(STORAGE_KEYS.currentUser, JSON.stringify(adminUser));
    const reload = vi.fn();
    expect(await restoreSession(reload)).toMatchObject({ user: adminUser, isLocked: false });
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('safeReturnUrl', () => {
  it.each([
    ['/app/effectif/leave?status=pending', '/app/effectif/leave?status=pending'],
    ['https://evil.example/', null],
    ['//evil.example/', null],
    ['/\\evil.example', null],
    ['', null],
    [null, null],
  ])('%s → %s', (input, expected) => {
    expect(safeReturnUrl(input)).toBe(expected);
  });
});
