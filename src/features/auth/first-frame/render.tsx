import { configureStore } from '@reduxjs/toolkit';
import type { ResourceLanguage } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { instanceOf } from '@/i18n/instance-of';
import type { LanguageCode } from '@/i18n/languages';
import { AppConfigProvider, type DemoAccount } from '@/shared/lib/app-config';
import { authSlice } from '../auth-slice';
import SignInPage from '../pages/SignInPage';
import { SIGN_IN_PATHS } from '../sign-in-paths';

/**
 * The sign-in page's markup in one language, as the app renders it on a first visit (no
 * session, nothing remembered). Run by the build only (server/build/sign-in-frame.ts): what
 * the form shows is read from the form itself, so that a text or field added to it is in
 * the first frame too.
 */
export function renderSignInPage(language: LanguageCode, translation: ResourceLanguage, demoAccount: DemoAccount | null): string {
  const i18n = instanceOf(language, translation);
  const store = configureStore({ reducer: { auth: authSlice.reducer } });
  return renderToStaticMarkup(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <AppConfigProvider value={{ demoAccount }}>
          <MemoryRouter initialEntries={[SIGN_IN_PATHS[0]]}>
            <SignInPage />
          </MemoryRouter>
        </AppConfigProvider>
      </I18nextProvider>
    </Provider>,
  );
}
