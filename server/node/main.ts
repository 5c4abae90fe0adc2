import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import { API_BASE, createServerApp } from './app';
import { readConfig } from './config';
import { holdDataDir } from './data-dir-lock';
import { ensureSeeded, openConfiguredDatabase, printAdmin } from './database';
import { trackRequests } from './in-flight';
import { errorFields, jsonLogger } from './log';
import { startServerMail } from './mail/delivery';
import { startDailyTasks } from './daily-tasks';
import { databasePorts } from './ports';
import { discoverProvider, OidcDiscoveryError, oidcPort, oidcSettingsOf, signInPort } from './oidc';

/** Gives the requests under way this long to finish at shutdown. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const read = readConfig(process.env);
  if ('problems' in read) {
    process.stderr.write(`The server cannot start: its environment is wrong.\n${read.problems.map((line) => `  - ${line}`).join('\n')}\n`);
    process.exit(1);
  }
  const { config } = read;
  const log = jsonLogger(config.LOG_LEVEL);
  // The OpenID provider is read before anything else: a server it cannot reach does not start.
  const oidc = oidcSettingsOf(config, API_BASE);
  const provider = oidc && (await discoverProvider(oidc));
  const busy = config.DATABASE_URL ? undefined : holdDataDir(config.DATA_DIR);
  if (busy) {
    process.stderr.write(`The server cannot start: ${busy}.\n`);
    process.exit(1);
  }
  const database = await openConfiguredDatabase(config);
  const { facts, admin } = await ensureSeeded(database, config.SEED_ADMIN_PASSWORD, config.FIXED_TODAY);
  if (admin) printAdmin(admin);
  const mail = startServerMail(database.db, config, log);
  const ports = {
    ...databasePorts(database, facts, config.FIXED_TODAY, { entries: config.LIST_CACHE_ENTRIES, bytes: config.LIST_CACHE_MB * 1024 * 1024 }, mail.delivery),
    signIn: signInPort(config, oidc && provider && oidcPort(database.db, provider, oidc, log)),
  };
  if (oidc) log.info('signing in at an OpenID provider', { issuer: oidc.issuer.href, redirectUri: oidc.redirectUri, passwordSignIn: config.PASSWORD_SIGN_IN });
  const staticDir = existsSync(`${config.STATIC_DIR}/index.html`) ? config.STATIC_DIR : undefined;
  if (!staticDir) log.warn('no built app: serving the API only (run `npm run build`)', { staticDir: config.STATIC_DIR });
  const app = createServerApp({ database, ports, log, staticDir, allowedOrigin: config.ALLOWED_ORIGIN, publicUrl: config.PUBLIC_URL });
  const stopDailyTasks = startDailyTasks({ sendReminders: () => app.sendRemindersDue(), listRetention: () => app.listRetention() }, log);

  const requests = trackRequests(app.fetch);
  const server = serve({ fetch: requests.answer, port: config.PORT, hostname: config.HOST }, (info) =>
    log.info('listening', { port: info.port, database: database.kind, seededFor: facts.today, mail: mail.delivery.kind }),
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    stopDailyTasks();
    log.info('stopping', { signal });
    const force = setTimeout(() => {
      log.warn('requests still under way at the end of the grace period');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      try {
        await requests.idle();
        // The messages under way are settled (sent, or to be tried again) before the database closes.
        await mail.stop();
        await database.close();
        log.info('stopped');
        process.exit(0);
      } catch (error) {
        log.error('the database did not close cleanly', errorFields(error));
        process.exit(1);
      }
    });
    // Idle keep-alive connections would hold the server open.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof OidcDiscoveryError) {
    process.stderr.write(`The server cannot start: ${error.message}.\n`);
    process.exit(1);
  }
  process.stderr.write(`The server could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
