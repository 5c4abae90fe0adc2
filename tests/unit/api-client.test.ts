// @vitest-environment jsdom
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createApi, toApiErrorInfo } from '@/api';
import { STORAGE_KEYS } from '@/features/auth/session';
import { FAKE_TOKEN } from '@mocks/config';
import { createTestStore } from '../helpers/app';
import { API, server } from '../helpers/server';
import { adminUser, signedIn } from '../helpers/users';

describe('the API client', () => {
  it("refuses, in development and tests, an area's answer that does not match the contract", async () => {
    const { api } = createTestStore({ preloadedState: signedIn() });
    const city = await api.hr.city.get(1);
    expect(city.id).toBe(1);
    server.use(http.get(`${API}/app/city/:id`, () => HttpResponse.json({ ...city, name: 42 })));
    await expect(api.hr.city.get(1)).rejects.toThrow(/\/app\/city\/1 does not match the contract: name/);
  });

  it("sends the current user's token as a bearer header", async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${API}/users`, ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json([]);
      }),
    );
    const { api } = createTestStore({ preloadedState: signedIn() });
    await api.auth.listUsers();
    expect(seen).toEqual([`Bearer ${FAKE_TOKEN}`]);
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.post(`${API}/auth/logout`, ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json({ success: true });
      }),
    );
    const { api } = createTestStore();
    await api.auth.logout('x@effectif.fr');
    expect(seen).toEqual([null]);
  });

  it('waits for the backend to be ready before the first call', async () => {
    let release: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = createApi({ baseURL: API, getToken: () => FAKE_TOKEN, onUnauthorized: vi.fn(), ready: () => ready });
    let done = false;
    const call = api.auth.listUsers().then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    release();
    await call;
    expect(done).toBe(true);
  });

  it('on any 401, logs out and reloads', async () => {
    localStorage.setItem(STORAGE_KEYS.currentUser, JSON.stringify(adminUser));
    server.use(http.get(`${API}/users`, () => HttpResponse.json({ message: 'Unauthorised' }, { status: 401 })));
    const { api, store, reload } = createTestStore({ preloadedState: signedIn() });
    await expect(api.auth.listUsers()).rejects.toThrow();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(store.getState().auth.user).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.currentUser)).toBeNull();
  });

  it('leaves alone a 401 that answers a call of a session ended since: the page that follows is kept', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const received = vi.fn();
    server.use(
      http.get(`${API}/users`, async () => {
        received();
        await answered;
        return HttpResponse.json({ message: 'Unauthorised' }, { status: 401 });
      }),
    );
    let token: string | null = FAKE_TOKEN;
    const onUnauthorized = vi.fn();
    const api = createApi({ baseURL: API, getToken: () => token, onUnauthorized });
    const call = api.auth.listUsers();
    await vi.waitFor(() => expect(received).toHaveBeenCalled());
    token = null;
    answer();
    await expect(call).rejects.toThrow();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('hands every 403 to the app, with its message and code, and stays signed in', async () => {
    server.use(http.get(`${API}/users`, () => HttpResponse.json({ message: 'Accès refusé', code: 'forbidden' }, { status: 403 })));
    const onForbidden = vi.fn();
    const onUnauthorized = vi.fn();
    const api = createApi({ baseURL: API, getToken: () => FAKE_TOKEN, onUnauthorized, onForbidden });
    await expect(api.users.list()).rejects.toThrow();
    expect(onForbidden).toHaveBeenCalledExactlyOnceWith({ message: 'Accès refusé', status: 403, code: 'forbidden' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("takes an error's message from the response, else its status text", async () => {
    server.use(
      http.get(`${API}/users`, () => HttpResponse.json({ message: 'Base indisponible' }, { status: 503 })),
      http.get(`${API}/users/:id`, () => new HttpResponse(null, { status: 502, statusText: 'Bad Gateway' })),
    );
    const { api } = createTestStore({ preloadedState: signedIn() });
    const withMessage = await api.auth.listUsers().catch(toApiErrorInfo);
    expect(withMessage).toMatchObject({ message: 'Base indisponible', status: 503 });
    const client = createApi({ baseURL: API, getToken: () => FAKE_TOKEN, onUnauthorized: vi.fn() });
    const statusOnly = await client.auth
      .checkCode({ code: '12345', username: 'a@b.fr', origin: 'verify-account' })
      .catch(toApiErrorInfo);
    expect(statusOnly).toMatchObject({ status: 400 });
    server.use(http.post(`${API}/dry-auth/check-code`, () => new HttpResponse(null, { status: 502, statusText: 'Bad Gateway' })));
    const bare = await client.auth
      .checkCode({ code: '12345', username: 'a@b.fr', origin: 'verify-account' })
      .catch(toApiErrorInfo);
    expect(bare).toMatchObject({ message: 'Bad Gateway', status: 502 });
  });
});
