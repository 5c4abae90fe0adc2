import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A PGlite folder is one process's: two opening it at once may corrupt it. The server holds
 * its folder (a file naming its process) while it runs; a second server, or a maintenance
 * command (`npm run outbox`, `db:seed`, `db:reset`), refuses the folder meanwhile.
 */
const LOCK_FILE = '.effectif-server.pid';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The process of a running server that holds the folder, if any (a file left by a stopped one counts for nothing). */
export function dataDirHolder(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim());
  } catch {
    return undefined;
  }
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : undefined;
}

/** Why the folder cannot be opened now, or undefined. */
export const dataDirBusy = (dataDir: string) => {
  const holder = dataDirHolder(dataDir);
  return holder === undefined
    ? undefined
    : `the server (process ${holder}) has the PGlite folder ${dataDir} open: stop it first (or keep the data in PostgreSQL, DATABASE_URL, which any number of processes may open)`;
};

/** Holds the folder for this process until it exits; else says why it cannot (a running server holds it). */
export function holdDataDir(dataDir: string): string | undefined {
  const busy = dataDirBusy(dataDir);
  if (busy) return busy;
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE);
  writeFileSync(file, String(process.pid));
  process.once('exit', () => rmSync(file, { force: true }));
  return undefined;
}
