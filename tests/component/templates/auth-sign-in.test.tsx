import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/features/auth/session';
import { DEMO_ACCOUNT } from '@mocks/fixtures/demo-account';
import { renderApp } from '../../helpers/app';

const demo = { demoAccount: DEMO_ACCOUNT };
const INVALID_EMAIL = 'Please enter a valid email address.';
const PASSWORD_RULE = 'Password must be at least 8 characters long and contain both letters and numbers.';

describe('the template sign-in screens', () => {
  it('basic: pre-filled with the demo account, no tabs, four inert social buttons, sign-up at /auth-register-basic', async () => {
    const { user, store } = renderApp({ route: '/auth-login-basic', config: demo });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back !' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username or email')).toHaveValue(DEMO_ACCOUNT.email);
    expect(screen.getByLabelText('Password')).toHaveValue(DEMO_ACCOUNT.password);
    expect(screen.getByLabelText('Remember me')).not.toBeChecked();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth-register-basic');

    const social = within(screen.getByRole('group', { name: 'Sign in with' })).getAllByRole('button');
    expect(social.map((button) => button.textContent)).toEqual(['Facebook', 'Google', 'GitHub', 'Twitter']);
    for (const button of social) expect(button).toHaveAttribute('type', 'button');
    await user.click(social[0]);
    expect(store.getState().auth.status).toBe('idle');
  });

  it('shows the rules beside their fields on empty and wrong input, and sends nothing', async () => {
    const { user, store } = renderApp({ route: '/auth-login-cover', config: demo });
    const email = await screen.findByLabelText('Username or email');
    await user.clear(email);
    await user.clear(screen.getByLabelText('Password'));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(INVALID_EMAIL);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(PASSWORD_RULE);

    await user.type(email, 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(email).toHaveAccessibleDescription(INVALID_EMAIL);
    expect(screen.queryByText(PASSWORD_RULE)).not.toBeInTheDocument();
    expect(store.getState().auth.status).toBe('idle');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth-register-basic');
  });

  it('modern: Email and Phone tabs, the other pane hidden; arrows move between them', async () => {
    const { user } = renderApp({ route: '/auth-login-modern', config: demo });
    const emailTab = await screen.findByRole('tab', { name: 'Email' });
    const phoneTab = screen.getByRole('tab', { name: 'Phone' });
    expect(emailTab).toHaveAttribute('aria-selected', 'true');
    const paneOf = (tab: HTMLElement) => document.getElementById(tab.getAttribute('aria-controls') ?? '');
    const phonePane = paneOf(phoneTab);
    expect(phonePane).toHaveAttribute('hidden');
    expect(screen.queryByRole('textbox', { name: 'Phone Number' })).not.toBeInTheDocument();

    emailTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(phoneTab).toHaveFocus();
    expect(phoneTab).toHaveAttribute('aria-selected', 'true');
    expect(phonePane).not.toHaveAttribute('hidden');
    expect(paneOf(emailTab)).toHaveAttribute('hidden');
    expect(screen.queryByRole('textbox', { name: 'Username or email' })).not.toBeInTheDocument();

    // A wrong phone number gets the email's message.
    const pane = screen.getByRole('tabpanel', { name: 'Phone' });
    const phone = within(pane).getByRole('textbox', { name: 'Phone Number' });
    await user.type(phone, '12');
    await user.click(within(pane).getByRole('button', { name: 'Sign In' }));
    expect(phone).toHaveAccessibleDescription(INVALID_EMAIL);
    expect(within(pane).getByLabelText('Password')).toHaveAccessibleDescription(PASSWORD_RULE);
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth-register-cover');
  });

  it('signs in for real and stays on the screen with the success message and a link home', async () => {
    const { user, store, location } = renderApp({ route: '/auth-login-boxed', config: demo });
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    const status = await screen.findByText('You have successfully signed in.');
    expect(within(screen.getByRole('status')).getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(status).toBeVisible();
    expect(location()).toBe('/auth-login-boxed');
    expect(store.getState().auth.user).toMatchObject({ email: DEMO_ACCOUNT.email });
    expect(localStorage.getItem(STORAGE_KEYS.currentUser)).not.toBeNull();

    // A later attempt the rules refuse no longer shows the earlier success.
    await user.clear(screen.getByLabelText('Username or email'));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Username or email')).toHaveAccessibleDescription(INVALID_EMAIL);
    expect(screen.queryByText('You have successfully signed in.')).not.toBeInTheDocument();
  });

  it("shows the backend's refusal of a wrong password, translated", async () => {
    const { user, location } = renderApp({ route: '/account-login', config: demo });
    const password = await screen.findByLabelText('Password');
    await user.clear(password);
    await user.type(password, 'Mauvais123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username or password is incorrect');
    expect(screen.queryByText('You have successfully signed in.')).not.toBeInTheDocument();
    expect(location()).toBe('/account-login');
  });

  it('sends a phone number as the identifier and shows the refusal', async () => {
    const { user, store } = renderApp({ route: '/template/account-login', config: demo });
    await user.click(await screen.findByRole('tab', { name: 'Phone' }));
    const pane = screen.getByRole('tabpanel', { name: 'Phone' });
    await user.type(within(pane).getByLabelText('Phone Number'), '06 12 34 56 78');
    await user.type(within(pane).getByLabelText('Password'), 'Effectif2026');
    await user.click(within(pane).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username or password is incorrect');
    await waitFor(() => expect(store.getState().auth.status).toBe('failed'));
    expect(store.getState().auth.user).toBeNull();
  });
});
