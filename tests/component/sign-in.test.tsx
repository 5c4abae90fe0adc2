import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '@mocks/fixtures/demo-account';
import { renderApp } from '../helpers/app';

const demo = { demoAccount: DEMO_ACCOUNT };

describe('the sign-in screen', () => {
  it('comes pre-filled with the demo account in fake mode', async () => {
    renderApp({ route: '/auth', config: demo });
    expect(await screen.findByLabelText('Username or email')).toHaveValue(DEMO_ACCOUNT.email);
    expect(screen.getByLabelText('Password')).toHaveValue(DEMO_ACCOUNT.password);
    expect(screen.getByLabelText('Remember me')).not.toBeChecked();
  });

  it('shows the rules beside their fields and sends nothing', async () => {
    const { user, store } = renderApp({ route: '/auth' });
    await user.type(await screen.findByLabelText('Username or email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(
      screen.getByText('Password must be at least 8 characters long and contain both letters and numbers.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Username or email')).toHaveAttribute('aria-invalid', 'true');
    expect(store.getState().auth.status).toBe('idle');
  });

  it('shows and hides the password', async () => {
    const { user } = renderApp({ route: '/auth', config: demo });
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows the server error of a wrong password', async () => {
    const { user, location } = renderApp({ route: '/auth', config: demo });
    const password = await screen.findByLabelText('Password');
    await user.clear(password);
    await user.type(password, 'Mauvais123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username or password is incorrect');
    expect(location()).toBe('/auth');
  });

  it('signs in and lands on the returnUrl', async () => {
    const { user, location } = renderApp({ route: '/auth?returnUrl=%2Fdry%2Fdry-account%2Fprofile', config: demo });
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeInTheDocument();
    expect(location()).toBe('/dry/dry-account/profile');
  });

  it('signs in without a returnUrl and lands on the root', async () => {
    const { user, location } = renderApp({ route: '/dry/login', config: demo });
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
