export interface FakeBackendConfig {
  /** Every answer comes after this many milliseconds. */
  fakeDelayMs: number;
  /** The base URL of the contract, e.g. "/api". */
  apiBaseUrl: string;
}

/** The fixed token of the fake backend. */
export const FAKE_TOKEN = 'fake-jwt-token';
