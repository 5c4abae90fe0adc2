import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { LayoutAttributes, selectLayoutSettings } from '@/features/layout';
import { AppConfigProvider, type AppConfig } from '@/shared/lib/app-config';
import { useAppSelector } from './hooks';
import type { AppRouter } from './router';
import type { AppStore } from './store';

export interface AppProps {
  store: AppStore;
  router: AppRouter;
  config: AppConfig;
}

/** SPEC.md §8: toasts stay 10 s, bottom-right, and the same one may show twice. */
export const TOAST_AUTO_CLOSE_MS = 10_000;

function Toasts() {
  const { direction } = useAppSelector(selectLayoutSettings);
  return <ToastContainer position="bottom-right" autoClose={TOAST_AUTO_CLOSE_MS} rtl={direction === 'rtl'} />;
}

export function App({ store, router, config }: AppProps) {
  return (
    <Provider store={store}>
      <LayoutAttributes />
      <AppConfigProvider value={config}>
        <RouterProvider router={router} />
      </AppConfigProvider>
      <Toasts />
    </Provider>
  );
}
