export const AUTH_MODES = ['fake', 'api'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

export interface AppEnv {
  authMode: AuthMode;
  fakeDelayMs: number;
  apiBaseUrl: string;
}

export type EnvProblem = 'unsupportedAuthMode' | 'invalidFakeDelay';

export type EnvResult = { ok: true; env: AppEnv } | { ok: false; problem: EnvProblem };

const isAuthMode = (value: string): value is AuthMode =>
  (AUTH_MODES as readonly string[]).includes(value);

/** The variable's text, trimmed; empty or absent gives the default. */
const variable = (raw: Record<string, unknown>, name: string, fallback: string): string => {
  const value = raw[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
};

/** Reads and checks the VITE_ variables once; defaults are those of .env.example. */
export function readEnv(raw: Record<string, unknown>): EnvResult {
  const authMode = variable(raw, 'VITE_AUTH_MODE', 'fake');
  if (!isAuthMode(authMode)) return { ok: false, problem: 'unsupportedAuthMode' };
  const fakeDelayMs = Number(variable(raw, 'VITE_FAKE_DELAY_MS', '500'));
  if (!Number.isInteger(fakeDelayMs) || fakeDelayMs < 0) {
    return { ok: false, problem: 'invalidFakeDelay' };
  }
  const apiBaseUrl = variable(raw, 'VITE_API_BASE_URL', '/api').replace(/\/+$/, '');
  return { ok: true, env: { authMode, fakeDelayMs, apiBaseUrl } };
}
