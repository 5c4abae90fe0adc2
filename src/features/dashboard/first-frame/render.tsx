import { configureStore } from '@reduxjs/toolkit';
import type { ResourceLanguage } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { SessionUser } from '@/domain/user';
import { authSlice, initialAuthState } from '@/features/auth';
import { instanceOf } from '@/i18n/instance-of';
import type { LanguageCode } from '@/i18n/languages';
import DashboardPage from '../DashboardPage';
import { dashboardSlice } from '../dashboard-slice';
import { NAME_SLOT } from './frame';

/** A user who may read the dashboard and the calendar, named by the slot the page fills in. */
const FRAME_USER: SessionUser = {
  id: 1,
  email: 'frame@effectif.invalid',
  username: NAME_SLOT,
  firstName: '',
  lastName: '',
  token: 'frame',
  data: { _id: 'frame', email: 'frame@effectif.invalid', role: 'root', grants: [{ role: 'root' }] },
  additional: { employee: null },
};

/**
 * The dashboard's markup in one language, as the app renders it before its figures arrive,
 * inside the shell's boxes (sidebar, top bar, content) left empty. Run by the build only
 * (server/build/dashboard-frame.ts).
 */
export function renderDashboardFrame(language: LanguageCode, translation: ResourceLanguage): string {
  const i18n = instanceOf(language, translation);
  const store = configureStore({
    reducer: { auth: authSlice.reducer, dashboard: dashboardSlice.reducer },
    preloadedState: { auth: { ...initialAuthState, user: FRAME_USER } },
  });
  return renderToStaticMarkup(
    <div className="app-shell">
      <aside className="app-sidebar" />
      <div className="app-main">
        <header className="app-topbar">
          <div className="app-topbar__inner" />
        </header>
        <main className="app-content">
          <Provider store={store}>
            <I18nextProvider i18n={i18n}>
              <MemoryRouter initialEntries={['/']}>
                <DashboardPage />
              </MemoryRouter>
            </I18nextProvider>
          </Provider>
        </main>
      </div>
    </div>,
  );
}
