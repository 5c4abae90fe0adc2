import { createContext, useContext, type ReactNode } from 'react';

export interface DemoAccount {
  email: string;
  password: string;
}

export interface AppConfig {
  /** Set in fake mode only: the sign-in form comes pre-filled with it. */
  demoAccount: DemoAccount | null;
}

const AppConfigContext = createContext<AppConfig>({ demoAccount: null });

export function AppConfigProvider({ value, children }: { value: AppConfig; children: ReactNode }) {
  return <AppConfigContext.Provider value={value}>{children}</AppConfigContext.Provider>;
}

export const useAppConfig = (): AppConfig => useContext(AppConfigContext);
