import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authActions } from '@/features/auth';
import { renderApp } from '../helpers/app';
import { adminUser } from '../helpers/users';
// Not a React hook: it resets the fake backend's data before the suite.
import { useHrBackend as resetHrBackend } from '../unit/fake-backend/client';
import { findRange } from './hr/list-helpers';

resetHrBackend({ before: 'all' });

// One test in its own file: the code of a page loads once per file, as once per visit.
describe("a feature's part of the store", () => {
  it('is added when its first page loads: the sign-in page and the dashboard start without the HR areas', async () => {
    const { store, router } = renderApp({ route: '/auth' });
    await screen.findByRole('heading', { name: 'Welcome Back !', level: 1 });
    expect(Object.keys(store.getState()).sort()).toEqual(['auth', 'layoutSettings']);

    act(() => {
      store.dispatch(authActions.loginSuccess(adminUser));
    });
    await act(() => router.navigate('/'));
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    expect(store.getState()).toHaveProperty('dashboard');
    expect(store.getState()).not.toHaveProperty('employee');
    expect(store.getState()).not.toHaveProperty('calendar');

    await act(() => router.navigate('/effectif/employee'));
    await screen.findByRole('heading', { name: 'Employees', level: 1 });
    // The area's slice is in, and its saga answers the list's request.
    await findRange('1–20 of 300');
    expect(store.getState().employee).toMatchObject({ total: 300, loading: false, error: null });
    expect(store.getState()).not.toHaveProperty('calendar');
  });
});
