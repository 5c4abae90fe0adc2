import { afterAll, afterEach, beforeAll } from 'vitest';
import { interceptor } from './helpers/network';

// Screens, hooks and the DOM: Testing Library and its matchers, i18n and jsdom's missing pieces,
// only where there is a DOM.
if (typeof window !== 'undefined') await import('./setup-dom');

beforeAll(() => {
  // Any call no handler answers fails the test. Started once the file is collected, so that
  // it is the fake backend when the file imported tests/helpers/server.ts.
  interceptor().listen({ onUnhandledRequest: 'error' });
});

afterEach(() => {
  interceptor().resetHandlers();
});

afterAll(() => interceptor().close());
