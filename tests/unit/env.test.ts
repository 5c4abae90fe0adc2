import { describe, expect, it } from 'vitest';
import { readEnv } from '@/app/env';

describe('readEnv', () => {
  it('defaults to the fake backend, a 500 ms delay and /api', () => {
    expect(readEnv({})).toEqual({
      ok: true,
      env: { authMode: 'fake', fakeDelayMs: 500, apiBaseUrl: '/api' },
    });
  });

  it('takes the values given, trimming a trailing slash off the base URL', () => {
    expect(
      readEnv({ VITE_AUTH_MODE: 'api', VITE_FAKE_DELAY_MS: '0', VITE_API_BASE_URL: 'https://rh.example/api/' }),
    ).toEqual({ ok: true, env: { authMode: 'api', fakeDelayMs: 0, apiBaseUrl: 'https://rh.example/api' } });
  });

  it('refuses an unknown authentication mode', () => {
    expect(readEnv({ VITE_AUTH_MODE: 'firebase' })).toEqual({ ok: false, problem: 'unsupportedAuthMode' });
  });

  it.each(['-1', '1.5', 'soon'])('refuses the delay %s', (delay) => {
    expect(readEnv({ VITE_FAKE_DELAY_MS: delay })).toEqual({ ok: false, problem: 'invalidFakeDelay' });
  });
});
