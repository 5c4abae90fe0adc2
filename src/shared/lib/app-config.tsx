import { createContext, useContext, type ReactNode } from 'react';
import type { SignInOptions } from '@/contract/sign-in';

export interface DemoAccount {
  email: string;
  password: string;
}

export interface AppConfig {
  /** Set in fake mode only: the sign-in form comes pre-filled with it. */
  demoAccount: DemoAccount | null;
  /** What the sign-in page offers (api mode, docs/sso.md); absent: the password form alone. */
  signIn?: SignInOptions;
  /** Where the API is (VITE_API_BASE_URL): the OpenID provider's button leads below it. */
  apiBaseUrl?: string;
}

const AppConfigContext = createContext<AppConfig>({ demoAccount: null });

export function AppConfigProvider({ value, children }: { value: AppConfig; children: ReactNode }) {
  return <AppConfigContext.Provider value={value}>{children}</AppConfigContext.Provider>;
}

export const useAppConfig = (): AppConfig => useContext(AppConfigContext);
