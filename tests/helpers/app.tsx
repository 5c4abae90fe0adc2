import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { vi } from 'vitest';
import { createApi } from '@/api';
import { toastForbidden } from '@/app/forbidden-toast';
import { appRoutes } from '@/app/routes';
import { makeStore, type AppStore, type RootState } from '@/app/store';
import { addStoreFeature, type StoreFeature } from '@/shared/lib/store-features';
import { authActions } from '@/features/auth';
import { AppConfigProvider, type AppConfig } from '@/shared/lib/app-config';
import { API } from './server';

/** A file the app handed to the download service. */
export interface SavedFile {
  blob: Blob;
  fileName: string;
}

export interface TestStoreOptions {
  preloadedState?: Partial<RootState>;
  navigate?: (to: string) => void;
  /** The features' parts of the store a test drives without opening their pages. */
  features?: StoreFeature[];
}

/** A real store with real sagas and the real API client, talking to the fake backend. */
export function createTestStore({ preloadedState, navigate = vi.fn(), features = [] }: TestStoreOptions = {}) {
  const reload = vi.fn();
  // The download service records the files the app saves (exports), for the test to read.
  const downloads: SavedFile[] = [];
  const download = vi.fn((blob: Blob, fileName: string) => {
    downloads.push({ blob, fileName });
  });
  let store: AppStore | null = null;
  const api = createApi({
    baseURL: API,
    getToken: () => store?.getState().auth.user?.token ?? null,
    onUnauthorized: () => store?.dispatch(authActions.sessionExpired()),
    onForbidden: toastForbidden,
  });
  store = makeStore(preloadedState, { api, navigate, reload, download });
  for (const feature of features) addStoreFeature(feature);
  return { store, api, reload, navigate, downloads };
}

export interface RenderAppOptions {
  route?: string;
  preloadedState?: Partial<RootState>;
  config?: AppConfig;
}

/** The whole app at a URL, through its real router, store and providers. */
export function renderApp({ route = '/', preloadedState, config = { demoAccount: null } }: RenderAppOptions = {}) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [route] });
  const { store, reload, downloads } = createTestStore({
    preloadedState,
    navigate: (to) => router.navigate(to),
  });
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <AppConfigProvider value={config}>
        <RouterProvider router={router} />
      </AppConfigProvider>
      <ToastContainer />
    </Provider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, store, router, reload, user, location, downloads };
}
