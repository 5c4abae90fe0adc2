import { randomUUID } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { sql } from 'drizzle-orm';
import { createCoreApp, routeTable } from '@server/core/app';
import type { BackendPorts } from '@server/core/ports';
import type { Database } from '@server/db/connection';
import type { Logger } from './log';
import { errorFields } from './log';
import { openApiDocument, openApiPage } from './openapi';
import { bodySizeLimit, securityHeaders } from './security';
import { signInGuard } from './sign-in-guard';
import { readAppPage, spaHandlers, withMeta } from './spa';
import { SIGN_IN_OPTIONS_META } from '@/contract/sign-in';
import { signInOptionsOf } from '@server/core/sign-in/routes';

export const API_BASE = '/api';

export interface ServerAppOptions {
  database: Database;
  ports: BackendPorts;
  log: Logger;
  /** The built app (index.html and assets); the API alone when absent. */
  staticDir?: string;
  allowedOrigin?: string;
  /** PUBLIC_URL: the notifications' links start with it. */
  publicUrl?: string;
}

type Vars = { Variables: { log: Logger; requestId: string } };

const REQUEST_ID = /^[\w.-]{8,128}$/;

/** The server: the core's contract under /api, the health check, and the built app around them. */
export function createServerApp({ database, ports, log, staticDir, allowedOrigin, publicUrl }: ServerAppOptions) {
  const app = new Hono<Vars>();
  const core = createCoreApp({ apiBaseUrl: API_BASE, publicUrl }, ports);
  const page = staticDir ? readAppPage(staticDir) : undefined;

  app.use(async (c, next) => {
    const given = c.req.header('X-Request-Id');
    const requestId = given && REQUEST_ID.test(given) ? given : randomUUID();
    const requestLog = log.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', requestLog);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    requestLog.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });
  app.use(securityHeaders(page?.scriptHashes));
  app.onError((error, c) => {
    c.get('log').error('request failed', errorFields(error));
    return c.json({ message: 'Internal error', code: 'internal' }, 500);
  });

  if (allowedOrigin) app.use(`${API_BASE}/*`, cors({ origin: allowedOrigin, credentials: false, maxAge: 600 }));
  app.use(`${API_BASE}/*`, bodySizeLimit());
  app.use(`${API_BASE}/*`, async (c, next) => {
    await next();
    // Answers about people are never kept by a cache.
    c.header('Cache-Control', 'no-store');
  });

  app.get(`${API_BASE}/health`, async (c) => {
    try {
      await database.db.execute(sql`select 1`);
      return c.json({ status: 'ok', database: database.kind });
    } catch (error) {
      c.get('log').error('health check failed', errorFields(error));
      return c.json({ status: 'unavailable', database: database.kind }, 503);
    }
  });

  // The caller's address as the socket sees it (a proxy in front counts as one client).
  // The contract's document, made on first request from src/contract and the core's routes.
  let document: ReturnType<typeof openApiDocument> | undefined;
  const openApi = () => (document ??= openApiDocument(routeTable(ports), API_BASE));
  app.get(`${API_BASE}/openapi.json`, (c) => c.json(openApi()));
  app.get(`${API_BASE}/docs`, (c) => c.html(openApiPage(openApi())));

  const guard = signInGuard(database.db, clientAddress);
  for (const path of ['/users/authenticate', '/users/change-password', '/auth/password-reset', '/dry-auth/check-code']) app.post(`${API_BASE}${path}`, guard);
  app.all(`${API_BASE}/*`, (c) => core.fetch(c.req.raw));
  app.all(API_BASE, (c) => core.fetch(c.req.raw));

  // The sign-in page's options, read by the app at once (docs/sso.md).
  if (staticDir && page) spaHandlers(app, staticDir, withMeta(page.html, SIGN_IN_OPTIONS_META, JSON.stringify(signInOptionsOf(ports.signIn))));
  return Object.assign(app, { sendRemindersDue: core.sendRemindersDue, listRetention: core.listRetention });
}

/** The caller's address as the socket sees it (a proxy in front counts as one client); unknown off a socket. */
function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
