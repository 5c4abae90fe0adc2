import { Hono } from 'hono';
import { isIdParameter, parseRecordId } from '@/contract/ids';
import { appHandlers } from './hr';
import { lazyBackend, type AppBackend } from './hr/backend';
import type { NotificationLinks } from './notify/deliver';
import { notificationHandlers } from './notify/routes';
import { sendReminders } from './notify/reminders';
import { listRetentionDue } from './retention/purge';
import { retentionHandlers } from './retention/routes';
import { ERROR_CODES } from '@/domain/common';
import { hasUnstorableCharacter } from '@/domain/text';
import { HttpFailure, failureResponse, fieldError } from './hr/errors';
import { GENERAL_MESSAGES } from './hr/messages-fr';
import { StaleVersion } from './storage/repository';
import { unknownDatasetHandler } from './hr/unknown-dataset';
import { notFound } from './hr/write';
import { allowed, forbidden } from './access/permission';
import { authHandlers } from './auth';
import { errorResponse, passwordChangeRequired, routes, unauthorised, type RouteEntry } from './http';
import { passwordResetHandlers } from './password-reset';
import { signInHandlers } from './sign-in/routes';
import type { BackendConfig, BackendPorts } from './ports';
import { userServiceHandlers } from './user';
import { profileFileHandler } from './user/photo';
import { userHandlers } from './users';

/**
 * The contract's routes, in the order they match: the fixed paths before the ones with a
 * parameter, and last the answer to a dataset nobody serves (401 "No Data Found").
 */
export function routeTable(ports: BackendPorts, links: NotificationLinks = {}, backend: () => Promise<AppBackend> = lazyBackend(ports.hr, ports.mail, links)): RouteEntry[] {
  let photos: ReturnType<BackendPorts['photos']> | undefined;
  const openPhotos = () => (photos ??= ports.photos());
  return [
    ...userHandlers(routes, ports, backend),
    ...authHandlers(routes, ports, backend),
    ...passwordResetHandlers(routes, ports, backend),
    ...signInHandlers(routes, ports, backend),
    ...userServiceHandlers(routes, ports, backend, openPhotos),
    ...notificationHandlers(routes, ports, backend, links),
    profileFileHandler(routes, backend, openPhotos),
    ...retentionHandlers(routes, backend, openPhotos),
    ...appHandlers(routes, backend),
    unknownDatasetHandler(routes),
  ];
}

/** The 404 of an id that names no record: the route's own when it has a subject. */
const unknownId = (subject: string | undefined) =>
  failureResponse(subject ? notFound(subject) : new HttpFailure(404, 'Aucun enregistrement ne porte cet identifiant.'));

/** The first query parameter, by name, whose name or value holds a character no backend can store. */
function unstorableParameter(url: string): string | undefined {
  for (const [name, value] of new URL(url).searchParams) if (hasUnstorableCharacter(name) || hasUnstorableCharacter(value)) return name;
  return undefined;
}

/**
 * The backend as a fetch-style app: `app.fetch(Request) → Response`. The same app answers
 * in the browser's worker (fake mode) and in Node; what differs is the ports it is given.
 */
export function createCoreApp(config: BackendConfig, ports: BackendPorts) {
  // The base URL may be absolute (https://host/api): routes match on its path.
  const app = new Hono().basePath(new URL(config.apiBaseUrl, 'http://localhost').pathname.replace(/\/$/, ''));
  const links: NotificationLinks = { publicUrl: config.publicUrl };
  const backend = lazyBackend(ports.hr, ports.mail, links);
  for (const { method, path, bearer, permission, subject, resolve } of routeTable(ports, links, backend)) {
    app.on(method.toUpperCase(), path, async (c) => {
      const session = await ports.auth.session(c.req.raw);
      if (bearer && !session) return unauthorised();
      if (bearer && session?.mustChangePassword) return passwordChangeRequired();
      const params = c.req.param();
      // What the route needs, before anything is read or changed (docs/roles.md).
      if (session && permission && !(await allowed(permission, { request: c.req.raw, params, session }))) return failureResponse(forbidden());
      // One parser for every id in a path: `2.0` or `02` name no record, on any route.
      const badId = Object.entries(params).some(([name, value]) => isIdParameter(name) && parseRecordId(String(value)) === undefined);
      if (badId) return unknownId(subject);
      const badParameter = unstorableParameter(c.req.raw.url);
      if (badParameter) return failureResponse(new HttpFailure(400, GENERAL_MESSAGES.badQuery, { [badParameter]: fieldError(ERROR_CODES.invalidCharacter) }));
      return resolve({ request: c.req.raw, params, session });
    });
  }
  app.notFound(() => errorResponse(404, 'Not found', { code: 'notFound' }));
  app.onError((error) => {
    if (error instanceof HttpFailure) return failureResponse(error);
    // Another process saved the row since it was read: the contract's stale write.
    if (error instanceof StaleVersion) return failureResponse(new HttpFailure(409, GENERAL_MESSAGES.stale));
    const refused = ports.refusal?.(error);
    if (refused) return failureResponse(refused);
    console.error('The backend failed to answer', error);
    return errorResponse(500, 'Internal error', { code: 'internal' });
  });
  /** The daily reminders (docs/domain.md, "Notifications"), for `day` (today by default): how many deciders were reminded. */
  const sendRemindersDue = async (day?: string) => sendReminders((await backend()).ctx, links, day);
  /** The daily retention listing (docs/retention.md), for `day` (today by default): the records due per category, or undefined when it ran that day already. */
  const listRetention = async (day?: string) => listRetentionDue((await backend()).ctx, day);
  return Object.assign(app, { sendRemindersDue, listRetention });
}

export type CoreApp = ReturnType<typeof createCoreApp>;
