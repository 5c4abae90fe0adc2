import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/features/auth/session';
import { DEMO_ACCOUNT } from '@mocks/fixtures/demo-account';
import { renderApp } from '../helpers/app';
import { API, server } from '../helpers/server';
import { adminUser, signedIn } from '../helpers/users';

/** The seeded administrator of a real server, whose first password the server issued. */
const issued = { ...adminUser, mustChangePassword: true };
const CHOSEN = 'Une phrase assez longue';

/** The server's password change, recording what it is sent; `refuse` answers its 400 instead. */
function passwordChange(refuse = false) {
  const sent: unknown[] = [];
  server.use(
    http.post(`${API}/users/change-password`, async ({ request }) => {
      sent.push(await request.json());
      return refuse
        ? HttpResponse.json({ message: 'trop faible', code: 'auth.weakPassword', params: { min: '12' } }, { status: 400 })
        : HttpResponse.json({ success: true });
    }),
  );
  return sent;
}

const fill = async (user: ReturnType<typeof renderApp>['user'], password: string, confirmation = password) => {
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm the new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
};

describe('the password the server issued, changed at the first sign-in', () => {
  it('leads the sign-in to the change page, then on to the page asked for with the new password', async () => {
    server.use(http.post(`${API}/users/authenticate`, () => HttpResponse.json(issued)));
    const sent = passwordChange();
    const { user, location, store } = renderApp({ route: '/auth?returnUrl=%2Fdry%2Fdry-account%2Fprofile', config: { demoAccount: DEMO_ACCOUNT } });
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Choose your password' })).toBeInTheDocument();
    expect(location()).toBe(`/auth/change-password?returnUrl=${encodeURIComponent('/dry/dry-account/profile')}`);

    await fill(user, CHOSEN);
    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeInTheDocument();
    expect(location()).toBe('/dry/dry-account/profile');
    expect(sent).toEqual([{ newPassword: CHOSEN }]);
    expect(store.getState().auth.user?.mustChangePassword).toBeUndefined();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.currentUser) ?? '{}')).not.toHaveProperty('mustChangePassword');
  });

  it('keeps every page of the app behind it until the password is changed', async () => {
    const { location } = renderApp({ route: '/effectif/employee', preloadedState: signedIn(issued) });
    expect(await screen.findByRole('heading', { name: 'Choose your password' })).toBeInTheDocument();
    expect(location()).toBe(`/auth/change-password?returnUrl=${encodeURIComponent('/effectif/employee')}`);
  });

  it('shows a short password and two different ones beside their fields, sending nothing', async () => {
    const sent = passwordChange();
    const { user } = renderApp({ route: '/auth/change-password', preloadedState: signedIn(issued) });
    await fill(user, 'court');
    expect(screen.getByText('The new password needs at least 12 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm the new password'));
    await fill(user, CHOSEN, `${CHOSEN}!`);
    expect(screen.getByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm the new password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('The new password needs at least 12 characters.')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal of the password beside the field, in the user's language", async () => {
    passwordChange(true);
    const { user, location } = renderApp({ route: '/auth/change-password', preloadedState: signedIn(issued) });
    await fill(user, CHOSEN);
    expect(await screen.findByText('The new password must have at least 12 characters and differ from the current one.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(location()).toBe('/auth/change-password');
  });

  it('sends a session that need not change its password on to the app', async () => {
    const { location } = renderApp({ route: '/auth/change-password', preloadedState: signedIn() });
    await waitFor(() => expect(location()).toBe('/'));
  });
});
