import { z } from 'zod';

export const AUTH_MODES = ['fake', 'api'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

export interface AppEnv {
  authMode: AuthMode;
  fakeDelayMs: number;
  apiBaseUrl: string;
}

export type EnvProblem = 'unsupportedAuthMode' | 'invalidFakeDelay';

export type EnvResult = { ok: true; env: AppEnv } | { ok: false; problem: EnvProblem };

const rawEnvSchema = z.object({
  VITE_AUTH_MODE: z.string().optional(),
  VITE_FAKE_DELAY_MS: z.string().optional(),
  VITE_API_BASE_URL: z.string().optional(),
});

const isAuthMode = (value: string): value is AuthMode =>
  (AUTH_MODES as readonly string[]).includes(value);

/** Reads and checks the VITE_ variables once; defaults are those of .env.example. */
export function readEnv(raw: Record<string, unknown>): EnvResult {
  const vars = rawEnvSchema.parse(raw);
  const authMode = vars.VITE_AUTH_MODE?.trim() || 'fake';
  if (!isAuthMode(authMode)) return { ok: false, problem: 'unsupportedAuthMode' };
  const delayText = vars.VITE_FAKE_DELAY_MS?.trim() || '500';
  const fakeDelayMs = Number(delayText);
  if (!Number.isInteger(fakeDelayMs) || fakeDelayMs < 0) {
    return { ok: false, problem: 'invalidFakeDelay' };
  }
  const apiBaseUrl = (vars.VITE_API_BASE_URL?.trim() || '/api').replace(/\/+$/, '');
  return { ok: true, env: { authMode, fakeDelayMs, apiBaseUrl } };
}
