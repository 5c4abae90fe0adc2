import { Suspense, lazy } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { LayoutAttributes } from '@/features/layout';
import { AppConfigProvider, type AppConfig } from '@/shared/lib/app-config';
import type { AppRouter } from './router';
import type { AppStore } from './store';

/** The toast container loads after the first paint: nothing toasts before a user acts. */
const Toasts = lazy(() => import('./Toasts'));

export interface AppProps {
  store: AppStore;
  router: AppRouter;
  config: AppConfig;
}

export function App({ store, router, config }: AppProps) {
  return (
    <Provider store={store}>
      <LayoutAttributes />
      <AppConfigProvider value={config}>
        <RouterProvider router={router} />
      </AppConfigProvider>
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    </Provider>
  );
}
