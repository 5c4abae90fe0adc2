import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '@/i18n';
import { DEMO_ACCOUNT } from '@mocks/fixtures/demo-account';
import { renderApp } from '../helpers/app';
import { switchLanguage } from '../helpers/i18n';
import { employeeUser, signedIn } from '../helpers/users';

/** The api build's configuration as the server writes it into the page (docs/sso.md). */
const withProvider = (password = true) => ({ demoAccount: null, apiBaseUrl: '/api', signIn: { password, oidc: { name: 'Contoso ID' } } });

afterEach(async () => {
  window.history.replaceState(null, '', '/');
  await i18next.changeLanguage('en');
});

describe('the sign-in page with an OpenID provider', () => {
  it('offers "Sign in with {OIDC_NAME}", leading to the server’s start with the page to come back to, beside the password form', async () => {
    renderApp({ route: '/auth?returnUrl=%2Fapp%2Feffectif%2Fleave', config: withProvider() });
    const button = await screen.findByRole('link', { name: 'Sign in with Contoso ID' });
    expect(button).toHaveAttribute('href', '/api/auth/oidc/start?returnUrl=%2Fapp%2Feffectif%2Fleave');
    expect(screen.getByLabelText('Username or email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows no such button without a provider (fake mode)', async () => {
    renderApp({ route: '/auth', config: { demoAccount: DEMO_ACCOUNT } });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Sign in with/ })).not.toBeInTheDocument();
  });

  it('with PASSWORD_SIGN_IN=false, shows the button alone, and the password form to whoever asks for it (Root)', async () => {
    const { user } = renderApp({ route: '/auth', config: withProvider(false) });
    expect(await screen.findByRole('link', { name: 'Sign in with Contoso ID' })).toHaveClass('btn-primary');
    expect(screen.queryByLabelText('Username or email')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Administrator? Sign in with a password' }));
    expect(screen.getByLabelText('Username or email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('brings a refusal of the provider’s return back to the sign-in page, in the user’s language', async () => {
    await switchLanguage('fr');
    window.history.replaceState(null, '', '/auth/oidc#error=auth.oidc.unverifiedEmail');
    const { location } = renderApp({ route: '/auth/oidc', config: withProvider() });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Contoso ID n'a pas vérifié votre adresse e-mail : vérifiez-la chez ce fournisseur, puis reconnectez-vous.",
    );
    expect(location()).toBe('/auth/login');
    // The fragment does not stay in the address bar.
    expect(window.location.hash).toBe('');
  });

  it('says so when the account is unknown', async () => {
    window.history.replaceState(null, '', '/auth/oidc#error=auth.oidc.unknownAccount');
    renderApp({ route: '/auth/oidc', config: withProvider() });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No account has the e-mail address Contoso ID gave: ask your HR department to create it.',
    );
  });

  it('says so when the one-time code is refused by the server, and keeps no session', async () => {
    window.history.replaceState(null, '', '/auth/oidc#code=a-code-nobody-issued&returnUrl=%2Fapp%2Fme');
    const { location, store } = renderApp({ route: '/auth/oidc', config: withProvider() });
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in has expired or was already used: sign in again with Contoso ID.');
    expect(location()).toBe('/auth/login');
    expect(store.getState().auth.user).toBeNull();
  });

  it('unlocks a locked screen through the provider, coming back to the page that was locked; with PASSWORD_SIGN_IN=false, Root alone keeps the password', async () => {
    const locked = { isLocked: true, lockedPath: '/app/me' };
    const employee = renderApp({ route: '/auth/lock-screen', preloadedState: signedIn(employeeUser, locked), config: withProvider(false) });
    const button = await screen.findByRole('link', { name: 'Unlock with Contoso ID' });
    expect(button).toHaveAttribute('href', '/api/auth/oidc/start?returnUrl=%2Fapp%2Fme');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    employee.unmount();

    renderApp({ route: '/auth/lock-screen', preloadedState: signedIn(undefined, locked), config: withProvider(false) });
    expect(await screen.findByRole('link', { name: 'Unlock with Contoso ID' })).toBeInTheDocument();
    expect(within(document.body).getByLabelText('Password')).toBeInTheDocument();
  });
});
