import { createFakeServer, TEST_API_BASE_URL } from '@mocks/node';

/** The fake backend's handlers, answering at once, for every test. */
export const server = createFakeServer();
export const API = TEST_API_BASE_URL;
