import { setupServer, type SetupServer } from 'msw/node';

let answering: SetupServer | undefined;

/** Makes this server answer the test file's calls (tests/helpers/server.ts, the fake backend, does on import). */
export function answerWith(server: SetupServer): void {
  answering = server;
}

/**
 * What intercepts the test file's calls (tests/setup.ts starts it): the fake backend when the
 * file imported it, through tests/helpers/server.ts or a helper that does; otherwise a server
 * with no handler, so that every call fails the test all the same. Files that never call the
 * API thus skip loading the whole backend.
 */
export const interceptor = (): SetupServer => (answering ??= setupServer());
