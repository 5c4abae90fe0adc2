import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/features/auth/session';
import { DEMO_ACCOUNT } from '@mocks/fixtures/demo-account';
import { renderApp } from '../helpers/app';
import { signedIn } from '../helpers/users';

describe('lock screen and logout from the user menu', () => {
  it('locks from the user menu, refuses a wrong password, unlocks back to the page', async () => {
    const { user, location } = renderApp({ route: '/dry/dry-account/profile', preloadedState: signedIn() });
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Lock screen' }));
    expect(await screen.findByRole('heading', { name: 'Lock screen' })).toBeInTheDocument();
    expect(location()).toBe('/auth/lock-screen');
    expect(localStorage.getItem(STORAGE_KEYS.isLocked)).toBe('true');

    const password = screen.getByLabelText('Password');
    await user.type(password, 'pas-le-bon-1');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('Wrong password: the session stays locked.')).toBeInTheDocument();
    expect(location()).toBe('/auth/lock-screen');

    await user.clear(password);
    await user.type(password, DEMO_ACCOUNT.password);
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeInTheDocument();
    expect(location()).toBe('/dry/dry-account/profile');
  });

  it('asks for the password before calling anyone', async () => {
    const { user, store } = renderApp({
      route: '/auth/lock-screen',
      preloadedState: signedIn(undefined, { isLocked: true, lockedPath: '/' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Unlock' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Password must be at least 8 characters long and contain both letters and numbers.',
    );
    expect(store.getState().auth.status).toBe('idle');
  });

  it('logs out from the user menu and ends on the goodbye screen, whose button signs in again', async () => {
    const { user, location } = renderApp({ route: '/', preloadedState: signedIn() });
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'You have been logged out' })).toBeInTheDocument();
    expect(location()).toBe('/before-auth');
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toBe('/auth/login'));
  });
});
