import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../helpers/app';

const PASSWORD_RULE = 'Password must be at least 8 characters long and contain both letters and numbers.';

describe('the template sign-up screens', () => {
  it('basic: its fields, terms, social row and sign-in link; the rules on empty and wrong input', async () => {
    const { user, store } = renderApp({ route: '/auth-register-basic' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your free account' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/pages-coming-soon');
    expect(within(screen.getByRole('group', { name: 'Create account with' })).getAllByRole('button')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth-login-basic');

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.getByLabelText('UserName')).toHaveAccessibleDescription('Please enter a username.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(PASSWORD_RULE);

    await user.type(screen.getByLabelText('Email'), 'nina@');
    await user.type(screen.getByLabelText('UserName'), '   ');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('UserName')).toHaveAccessibleDescription('Please enter a username.');
    expect(store.getState().auth.status).toBe('idle');
  });

  it('registers for real and stays with a link to sign in; a taken username is refused, translated', async () => {
    const { user, location } = renderApp({ route: '/auth-register-modern' });
    await user.type(await screen.findByLabelText('Email'), 'nina.roux@effectif.fr');
    await user.type(screen.getByLabelText('UserName'), 'nina.roux');
    await user.type(screen.getByLabelText('Password'), 'Salaire2026');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const status = screen.getByRole('status');
    expect(await within(status).findByText(/Your account has been created\./)).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: 'Sign in now' })).toHaveAttribute('href', '/auth-login-basic');
    expect(location()).toBe('/auth-register-modern');

    // The same username again, with another address.
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'nina.bis@effectif.fr');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username "nina.roux" is already taken');
    expect(screen.queryByText(/Your account has been created/)).not.toBeInTheDocument();
  });

  it('boxed: Email ID / Phone Number tabs with their own messages; the phone pane registers nothing', async () => {
    const { user, store } = renderApp({ route: '/auth-register-boxed' });
    const emailTab = await screen.findByRole('tab', { name: 'Email ID' });
    const phoneTab = screen.getByRole('tab', { name: 'Phone Number' });
    const paneOf = (tab: HTMLElement) => document.getElementById(tab.getAttribute('aria-controls') ?? '');
    expect(paneOf(phoneTab)).toHaveAttribute('hidden');

    const emailPane = screen.getByRole('tabpanel', { name: 'Email ID' });
    await user.click(within(emailPane).getByRole('button', { name: 'Sign In' }));
    expect(within(emailPane).getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid Email ID.');

    await user.click(phoneTab);
    expect(paneOf(emailTab)).toHaveAttribute('hidden');
    const phonePane = screen.getByRole('tabpanel', { name: 'Phone Number' });
    const phone = within(phonePane).getByLabelText('Phone Number');
    await user.type(phone, '123');
    await user.click(within(phonePane).getByRole('button', { name: 'Sign In' }));
    expect(phone).toHaveAccessibleDescription('Please enter a valid phone number.');
    expect(within(phonePane).getByLabelText('UserName')).toHaveAccessibleDescription('Please enter a username.');

    await user.clear(phone);
    await user.type(phone, '+33 6 12 34 56 78');
    await user.type(within(phonePane).getByLabelText('UserName'), 'marc');
    await user.type(within(phonePane).getByLabelText('Password'), 'Salaire2026');
    await user.click(within(phonePane).getByRole('button', { name: 'Sign In' }));
    expect(within(phonePane).getByRole('status')).toHaveTextContent(
      'Nothing was registered: accounts are created with an email address, not a phone number.',
    );
    expect(store.getState().auth.status).toBe('idle');

    await user.click(within(phonePane).getByRole('button', { name: 'Use the Email ID tab' }));
    expect(emailTab).toHaveAttribute('aria-selected', 'true');
    expect(emailTab).toHaveFocus();
    expect(paneOf(phoneTab)).toHaveAttribute('hidden');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth-login-basic');
  });
});
