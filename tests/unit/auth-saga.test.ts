// @vitest-environment jsdom
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { authActions } from '@/features/auth';
import { STORAGE_KEYS } from '@/features/auth/session';
import { FAKE_TOKEN } from '@mocks/config';
import { DEMO_ACCOUNT, DEMO_ACTIVATION_CODE } from '@mocks/fixtures/demo-account';
import { createTestStore } from '../helpers/app';
import { API, server } from '../helpers/server';
import { adminUser, signedIn } from '../helpers/users';

const login = (overrides: Partial<Parameters<typeof authActions.login>[0]> = {}) =>
  authActions.login({ ...DEMO_ACCOUNT, remember: false, returnUrl: null, ...overrides });

describe('auth sagas, through a real store and the fake backend', () => {
  it('signs in: stores the current user and token, then goes to the root', async () => {
    const { store, navigate } = createTestStore();
    store.dispatch(login());
    expect(store.getState().auth.status).toBe('loading');
    // The file's first call loads the fake backend's modules (their sign-in checks among them): not a second's work under load.
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/'), { timeout: 10_000 });
    expect(store.getState().auth).toMatchObject({ status: 'succeeded', error: null, user: { email: DEMO_ACCOUNT.email } });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.currentUser) ?? 'null')).toMatchObject({ token: FAKE_TOKEN });
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBe(FAKE_TOKEN);
  });

  it('goes to a returnUrl inside the app, never outside', async () => {
    const first = createTestStore();
    first.store.dispatch(login({ returnUrl: '/dry/dry-account/profile' }));
    await vi.waitFor(() => expect(first.navigate).toHaveBeenCalledWith('/dry/dry-account/profile'));
    const second = createTestStore();
    second.store.dispatch(login({ returnUrl: 'https://evil.example/' }));
    await vi.waitFor(() => expect(second.navigate).toHaveBeenCalledWith('/'));
  });

  it('keeps the error of a failed sign-in and stores nothing', async () => {
    const { store, navigate } = createTestStore();
    store.dispatch(login({ password: 'wrong-1' }));
    await vi.waitFor(() => expect(store.getState().auth.status).toBe('failed'));
    expect(store.getState().auth.error).toMatchObject({
      message: 'Username or password is incorrect',
      code: 'auth.invalidCredentials',
    });
    expect(store.getState().auth.user).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.currentUser)).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not keep an answer without a token', async () => {
    server.use(http.post(`${API}/users/authenticate`, () => HttpResponse.json({ ...adminUser, token: undefined })));
    const { store } = createTestStore();
    store.dispatch(login());
    await vi.waitFor(() => expect(store.getState().auth.status).toBe('failed'));
    expect(store.getState().auth.error?.code).toBe('auth.loginFailed');
    expect(localStorage.getItem(STORAGE_KEYS.currentUser)).toBeNull();
  });

  it('remembers the email when asked to', async () => {
    const { store, navigate } = createTestStore();
    store.dispatch(login({ remember: true }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(localStorage.getItem(STORAGE_KEYS.rememberedEmail)).toBe(DEMO_ACCOUNT.email);
  });

  it('registers, then goes to /auth/login; a taken username is the error', async () => {
    const { store, navigate } = createTestStore();
    store.dispatch(authActions.register({ email: 'nina@effectif.fr', username: 'nina', password: 'Salaire2026' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/auth/login'));
    expect(store.getState().auth.status).toBe('succeeded');

    store.dispatch(authActions.register({ email: 'other@effectif.fr', username: 'nina', password: 'Salaire2026' }));
    await vi.waitFor(() => expect(store.getState().auth.status).toBe('failed'));
    expect(store.getState().auth.error).toMatchObject({ message: 'Username "nina" is already taken' });
  });

  it('signs in and stays on the screen when asked to (the template screens)', async () => {
    const { store, navigate } = createTestStore();
    store.dispatch(login({ stay: true }));
    await vi.waitFor(() => expect(store.getState().auth.status).toBe('succeeded'));
    expect(store.getState().auth.user).toMatchObject({ email: DEMO_ACCOUNT.email });
    expect(localStorage.getItem(STORAGE_KEYS.currentUser)).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('registers and stays on the screen when asked to, sending the backend only the registration', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/users/register')) bodies.push(await request.clone().json());
    });
    try {
      const { store, navigate } = createTestStore();
      store.dispatch(
        authActions.register({ email: 'lea@effectif.fr', username: 'lea', password: 'Salaire2026', stay: true }),
      );
      await vi.waitFor(() => expect(store.getState().auth.status).toBe('succeeded'));
      expect(navigate).not.toHaveBeenCalled();
      await vi.waitFor(() =>
        expect(bodies).toEqual([{ email: 'lea@effectif.fr', username: 'lea', password: 'Salaire2026' }]),
      );
    } finally {
      server.events.removeAllListeners('request:start');
    }
  });

  it('logs out to the path it is given', async () => {
    const { store, navigate } = createTestStore({ preloadedState: signedIn() });
    store.dispatch(authActions.logout('/account-login'));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/account-login'));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(store.getState().auth).toMatchObject({ user: null, signedOut: true });
  });

  it('logs out: calls the auth service with the email, clears the session, ends on before-auth', async () => {
    localStorage.setItem(STORAGE_KEYS.currentUser, JSON.stringify(adminUser));
    sessionStorage.setItem(STORAGE_KEYS.token, FAKE_TOKEN);
    const logoutCalls: unknown[] = [];
    server.use(
      http.post(`${API}/auth/logout`, async ({ request }) => {
        logoutCalls.push(await request.json());
        return HttpResponse.json({ success: true });
      }),
    );
    const { store, navigate } = createTestStore({ preloadedState: signedIn() });
    store.dispatch(authActions.logout());
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/before-auth'));
    expect(logoutCalls).toEqual([{ email: DEMO_ACCOUNT.email }]);
    expect(store.getState().auth.user).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.currentUser)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('logs out even when the auth service fails', async () => {
    server.use(http.post(`${API}/auth/logout`, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const { store, navigate } = createTestStore({ preloadedState: signedIn() });
    store.dispatch(authActions.logout());
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/before-auth'));
    expect(store.getState().auth.user).toBeNull();
  });

  it('locks: stores isLocked and the path, opens the lock screen', async () => {
    const { store, navigate } = createTestStore({ preloadedState: signedIn() });
    store.dispatch(authActions.lock('/dry/dry-account/profile'));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/auth/lock-screen'));
    expect(localStorage.getItem(STORAGE_KEYS.isLocked)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.lockedPath)).toBe('/dry/dry-account/profile');
    expect(store.getState().auth.isLocked).toBe(true);
  });

  it('stays locked on a wrong password and unlocks to the saved path on the right one', async () => {
    localStorage.setItem(STORAGE_KEYS.isLocked, 'true');
    const { store, navigate } = createTestStore({
      preloadedState: signedIn(adminUser, { isLocked: true, lockedPath: '/dry/dry-account/profile' }),
    });
    store.dispatch(authActions.unlock({ password: 'not-it-1' }));
    await vi.waitFor(() => expect(store.getState().auth.status).toBe('failed'));
    expect(store.getState().auth.isLocked).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.isLocked)).toBe('true');

    store.dispatch(authActions.unlock({ password: DEMO_ACCOUNT.password }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/dry/dry-account/profile'));
    expect(store.getState().auth.isLocked).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.isLocked)).toBeNull();
  });

  it('activates with the issued code, then goes to /dry/login after 1000 ms', async () => {
    let navigatedAt = 0;
    const navigate = vi.fn((_to: string) => {
      navigatedAt = Date.now();
    });
    const { store } = createTestStore({ navigate });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      // Times read on the test's clock, which also runs on its own: a busy machine moves it
      // between two steps of the test, never between the success and the saga's wait.
      let succeededAt = 0;
      const unsubscribe = store.subscribe(() => {
        if (!succeededAt && store.getState().auth.activation === 'succeeded') succeededAt = Date.now();
      });
      store.dispatch(
        authActions.activate({ code: DEMO_ACTIVATION_CODE, username: DEMO_ACCOUNT.email, origin: 'verify-account' }),
      );
      await vi.waitFor(() => expect(store.getState().auth.activation).toBe('succeeded'));
      unsubscribe();
      await vi.advanceTimersByTimeAsync(1100);
      expect(navigate).toHaveBeenCalledExactlyOnceWith('/dry/login');
      expect(navigatedAt - succeededAt).toBeGreaterThanOrEqual(1000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails the activation on a wrong code', async () => {
    const { store, navigate } = createTestStore();
    store.dispatch(authActions.activate({ code: '00000', username: DEMO_ACCOUNT.email, origin: 'verify-account' }));
    await vi.waitFor(() => expect(store.getState().auth.activation).toBe('failed'));
    expect(navigate).not.toHaveBeenCalled();
  });
});
