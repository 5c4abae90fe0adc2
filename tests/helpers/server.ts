import { createDemoMailbox } from '@mocks/db/mailbox';
import { createFakeServer, TEST_API_BASE_URL } from '@mocks/node';
import type { Mail } from '@server/core/storage/mail';
import { answerWith } from './network';

/** What the fake backend mailed since the tests began, oldest first (activation and reset codes). */
export const outbox: Mail[] = [];

/** The fake backend's handlers, answering at once, for every test of a file that imports this. */
export const server = createFakeServer({ mail: createDemoMailbox((mail) => void outbox.push(mail)) });
answerWith(server);
export const API = TEST_API_BASE_URL;
