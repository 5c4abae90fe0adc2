import type { RouteObject } from 'react-router-dom';
import { OIDC_RETURN_PAGE } from '@/contract/sign-in';
import { ACCOUNT_PAGES } from '@/domain/notifications';
import { loadStoreFeature } from '@/shared/lib/store-features';
import { AUTH_PATHS } from './auth-links';
import SignInPage from './pages/SignInPage';
import { SIGN_IN_PATHS } from './sign-in-paths';

/** The sign-in form comes with the app's own code: its first frame waits for no other download. */
const signIn = { Component: SignInPage };

/** The public routes of signing in, locking, activating and resetting a forgotten password. */
export const authRoutes: RouteObject[] = [
  ...SIGN_IN_PATHS.map((path) => ({ path: path.slice(1), ...signIn })),
  {
    path: OIDC_RETURN_PAGE.slice(1),
    lazy: () => import('./pages/OidcReturnPage').then((m) => ({ Component: m.default })),
  },
  {
    path: 'auth/lock-screen',
    lazy: () => import('./pages/LockScreenPage').then((m) => ({ Component: m.default })),
  },
  {
    path: `${ACCOUNT_PAGES.activation.slice(1)}/:email`,
    lazy: () => import('./pages/ActivationPage').then((m) => ({ Component: m.default })),
  },
  {
    path: 'auth/change-password',
    lazy: () => import('./pages/ChangePasswordPage').then((m) => ({ Component: m.default })),
  },
  {
    path: AUTH_PATHS.passwordReset.slice(1),
    // The page and its part of the store load together, when the page is opened.
    lazy: async () => {
      const [page] = await Promise.all([
        import('./password-reset/PasswordResetPage'),
        loadStoreFeature(() => import('./password-reset/password-reset-store').then((m) => m.passwordResetStore)),
      ]);
      return { Component: page.default };
    },
  },
  {
    path: 'before-auth',
    lazy: () => import('./pages/BeforeAuthPage').then((m) => ({ Component: m.default })),
  },
];

/** Routes of the signed-in account, placed inside the main layout. */
export const accountRoutes: RouteObject[] = [
  {
    path: 'dry/dry-account/profile',
    lazy: () => import('./pages/ProfilePage').then((m) => ({ Component: m.default })),
  },
];
