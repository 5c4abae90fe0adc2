import '@/i18n/prefetch';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createApi } from '@/api';
import { App } from '@/app/App';
import { readEnv } from '@/app/env';
import { toastForbidden } from '@/app/forbidden-toast';
import { createAppRouter } from '@/app/router';
import { makeStore, type AppStore } from '@/app/store';
import { authActions, loadSignInOptions, restoreSession } from '@/features/auth';
import { startingSettings } from '@/features/layout';
import { startI18n, initialLanguage } from '@/i18n';
import { applyBootstrapFor } from '@/shared/lib/bootstrap-css';
import { ConfigError } from '@/app/ConfigError';
import { once } from '@/shared/lib/once';
import './styles/app.css';

/** Saves a file the app made (an export): a temporary link to it, clicked. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the file once the click is handled: the address may go a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

async function boot(container: HTMLElement) {
  const restoring = restoreSession(() => window.location.reload());
  const envResult = readEnv(import.meta.env);
  // The first test is replaced when the app is built: an `api` build leaves out the fake
  // backend's code (Mock Service Worker, its worker, the demo data) altogether.
  const fakeMode = import.meta.env.VITE_AUTH_MODE !== 'api' && envResult.ok && envResult.env.authMode === 'fake';
  const demoAccount = import.meta.env.VITE_AUTH_MODE !== 'api' && fakeMode
    ? import('@mocks/fixtures/demo-account').then((fixture) => fixture.DEMO_ACCOUNT)
    : Promise.resolve(null);
  // In api mode, what the sign-in page offers: written in the page by the server (read at once).
  const signIn = import.meta.env.VITE_AUTH_MODE === 'api' && envResult.ok ? loadSignInOptions(envResult.env.apiBaseUrl) : Promise.resolve(undefined);
  // Created first, the router starts loading the page's code while translations arrive.
  const router = createAppRouter();
  const language = initialLanguage();
  const layoutSettings = startingSettings(language);
  const [auth] = await Promise.all([
    restoring,
    startI18n({ language }),
    applyBootstrapFor(layoutSettings.direction),
  ]);
  if (!auth) return;
  const root = createRoot(container);
  if (!envResult.ok) {
    root.render(<ConfigError problem={envResult.problem} />);
    return;
  }
  const { env } = envResult;

  // The fake backend stays out of the page load: its worker starts with the first call (a
  // signed-in page's first call goes right after its first frame; started sooner, the fake
  // backend's start competes with that frame for the main thread).
  const fakeBackend = import.meta.env.VITE_AUTH_MODE !== 'api' && fakeMode
    ? once(() =>
        Promise.all([import('@mocks/browser'), import('@/app/demo-mailbox')]).then(([fake, mailbox]) =>
          fake.startFakeBackend(env, mailbox.showDemoMail),
        ),
      )
    : undefined;
  let store: AppStore | null = null;
  const api = createApi({
    baseURL: env.apiBaseUrl,
    getToken: () => store?.getState().auth.user?.token ?? null,
    onUnauthorized: () => store?.dispatch(authActions.sessionExpired()),
    onForbidden: toastForbidden,
    ready: fakeBackend,
  });
  store = makeStore(
    { auth, layoutSettings },
    {
      api,
      navigate: (to) => router.navigate(to),
      reload: () => window.location.reload(),
      download: saveFile,
    },
  );
  const config = { demoAccount: await demoAccount, signIn: await signIn, apiBaseUrl: env.apiBaseUrl };
  // Rendered in short steps rather than one long task: the page stays responsive meanwhile.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} router={router} config={config} />
      </StrictMode>,
    );
  });
}

const container = document.getElementById('root');
if (container) void boot(container);
