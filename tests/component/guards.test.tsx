import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../helpers/app';
import { adminUser, employeeUser, hrAdminUser, managerUser, noGrantUser, signedIn } from '../helpers/users';

describe('route guards', () => {
  it('sends a signed-out visitor of the main area to /auth with the attempted URL', async () => {
    const { location } = renderApp({ route: '/dry/dry-account/profile?tab=1#top' });
    expect(await screen.findByRole('heading', { name: 'Welcome Back !' })).toBeInTheDocument();
    expect(location()).toBe(`/auth?returnUrl=${encodeURIComponent('/dry/dry-account/profile?tab=1#top')}`);
  });

  it('tells a signed-in account that holds no grant that it may not enter, and lets it log out', async () => {
    const { location, user } = renderApp({ route: '/', preloadedState: signedIn(noGrantUser) });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByText('Your account has no role yet: ask an HR administrator to give you one.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(location()).toBe('/');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'You have been logged out' })).toBeInTheDocument();
  });

  it('keeps the sign-in form for an account that holds no grant', async () => {
    const { location } = renderApp({ route: '/auth', preloadedState: signedIn(noGrantUser) });
    expect(await screen.findByRole('heading', { name: 'Welcome Back !' })).toBeInTheDocument();
    expect(location()).toBe('/auth');
  });

  it.each([
    ['an HR administrator', hrAdminUser],
    ['a manager', managerUser],
    ['an employee', employeeUser],
  ])('lets %s into the main layout', async (_role, account) => {
    renderApp({ route: '/dry/dry-account/profile', preloadedState: signedIn(account) });
    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('lets a Root user into the main layout', async () => {
    renderApp({ route: '/dry/dry-account/profile', preloadedState: signedIn() });
    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeInTheDocument();
    expect(screen.getAllByText('Claire Martin').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Directrice des ressources humaines').length).toBeGreaterThan(0);
  });

  it('leads every guarded route of a locked session to the lock screen', async () => {
    const { location } = renderApp({
      route: '/dry/dry-account/profile',
      preloadedState: signedIn(adminUser, { isLocked: true, lockedPath: '/' }),
    });
    expect(await screen.findByRole('heading', { name: 'Lock screen' })).toBeInTheDocument();
    expect(location()).toBe('/auth/lock-screen');
  });

  it('sends a signed-in user away from the sign-in screen to the root', async () => {
    const { location } = renderApp({ route: '/auth', preloadedState: signedIn() });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(location()).toBe('/');
  });

  it('sends a signed-in user with a returnUrl there', async () => {
    const { location } = renderApp({
      route: '/auth/login?returnUrl=%2Fdry%2Fdry-account%2Fprofile',
      preloadedState: signedIn(),
    });
    await waitFor(() => expect(location()).toBe('/dry/dry-account/profile'));
  });

  it('keeps a user who just logged out on the goodbye screen when going back', async () => {
    const { location } = renderApp({ route: '/', preloadedState: { auth: { ...signedIn().auth!, user: null, signedOut: true } } });
    expect(await screen.findByRole('heading', { name: 'You have been logged out' })).toBeInTheDocument();
    expect(location()).toBe('/before-auth');
  });

  it('redirects any unknown path to /auth', async () => {
    const { location } = renderApp({ route: '/nowhere/at/all' });
    expect(await screen.findByRole('heading', { name: 'Welcome Back !' })).toBeInTheDocument();
    expect(location()).toBe('/auth');
  });
});
