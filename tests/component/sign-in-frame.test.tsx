import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '@mocks/fixtures/demo-account';
import { showSignInFrame, type SignInFrame } from '@/features/auth';
import { renderSignInPage } from '@/features/auth/first-frame/render';
import { LANGUAGE_CODES, type LanguageCode } from '@/i18n/languages';
import { FIRST_FRAME_STYLESHEET_ID } from '@/shared/lib/stylesheet';
import en from '../../public/assets/i18n/en.json';
import fr from '../../public/assets/i18n/fr.json';
import { renderApp } from '../helpers/app';
import { shape, shapeOf } from '../helpers/markup-shape';
import { switchLanguage } from '../helpers/i18n';

/** The sign-in page the app rendered. */
const rendered = (container: HTMLElement) => shape(container.querySelector('.auth-page') ?? container);

const frame: SignInFrame = {
  html: Object.fromEntries(LANGUAGE_CODES.map((code) => [code, `<div class="auth-page"><h1>${code}</h1></div>`])) as Record<LanguageCode, string>,
  css: { ltr: '.ltr{}', rtl: '.rtl{}' },
};

function showAt(path: string, language: LanguageCode = 'fr', direction: 'ltr' | 'rtl' = 'ltr') {
  window.history.replaceState(null, '', path);
  const root = document.createElement('div');
  root.innerHTML = '<div class="boot-splash"></div>';
  showSignInFrame(root, frame, language, direction);
  return root;
}

describe("the sign-in page's first frame", () => {
  it.each([
    ['with the demo account (fake mode)', DEMO_ACCOUNT],
    ['without it (api mode)', null],
  ])('is the page the app then renders, %s', async (_mode, demoAccount) => {
    const { container } = renderApp({ route: '/auth', config: { demoAccount } });
    await screen.findByRole('heading', { name: 'Welcome Back !' });
    expect(shapeOf(renderSignInPage('en', en, demoAccount))).toBe(rendered(container));
  });

  it('is rendered in each language from its locale file', async () => {
    await switchLanguage('fr');
    try {
      const { container } = renderApp({ route: '/auth', config: { demoAccount: DEMO_ACCOUNT } });
      await screen.findByRole('heading', { name: fr.auth.signIn.title });
      expect(shapeOf(renderSignInPage('fr', fr, DEMO_ACCOUNT))).toBe(rendered(container));
    } finally {
      await switchLanguage('en');
    }
  });

  it('is painted, inert, at the sign-in addresses and the home page, with the rules of the direction', () => {
    for (const path of ['/auth', '/auth/login', '/dry/login', '/']) {
      const root = showAt(path, 'ar', 'rtl');
      expect(root.innerHTML).toBe('<div class="auth-page" inert=""><h1>ar</h1></div>');
      expect(document.getElementById(FIRST_FRAME_STYLESHEET_ID)).toHaveTextContent('.rtl{}');
      document.getElementById(FIRST_FRAME_STYLESHEET_ID)?.remove();
    }
  });

  it('is not painted elsewhere, for a kept session, or when an e-mail is remembered (the form differs)', () => {
    expect(showAt('/effectif/employee').innerHTML).toBe('<div class="boot-splash"></div>');
    localStorage.setItem('rememberedEmail', 'claire@effectif.fr');
    expect(showAt('/auth').innerHTML).toBe('<div class="boot-splash"></div>');
    localStorage.clear();
    localStorage.setItem('currentUser', '{}');
    expect(showAt('/').innerHTML).toBe('<div class="boot-splash"></div>');
    expect(document.getElementById(FIRST_FRAME_STYLESHEET_ID)).toBeNull();
  });
});
