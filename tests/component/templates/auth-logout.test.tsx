import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '@/i18n';
import { STORAGE_KEYS } from '@/features/auth/session';
import { adminUser, signedIn } from '../../helpers/users';
import { renderApp } from '../../helpers/app';
import { switchLanguage } from '../../helpers/i18n';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('the template logout screens', () => {
  it("basic, in French: 'Se connecter' signs out, then lands on /account-login", async () => {
    await switchLanguage('fr');
    localStorage.setItem(STORAGE_KEYS.currentUser, JSON.stringify(adminUser));
    const { user, store, location } = renderApp({ route: '/auth-logout-basic', preloadedState: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vous vous êtes déconnecter !' })).toBeInTheDocument();
    expect(screen.getByText("Merci d'avoir utilisé Effectif.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(location()).toBe('/account-login'));
    expect(store.getState().auth.user).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.currentUser)).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bon retour !' })).toBeInTheDocument();
  });

  it.each([
    ['cover', '/auth-login-basic', false],
    ['boxed', '/auth-login-boxed', true],
    ['modern', '/auth-login-basic', true],
  ])('%s: "You are Logged Out", Sign In to %s, language menu: %s', async (variant, target, languageMenu) => {
    const { store } = renderApp({ route: `/auth-logout-${variant}`, preloadedState: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: 'You are Logged Out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', target);
    expect(Boolean(screen.queryByRole('button', { name: /Language/ }))).toBe(languageMenu);
    // Only the basic screen signs out.
    expect(store.getState().auth.user).not.toBeNull();
  });
});
