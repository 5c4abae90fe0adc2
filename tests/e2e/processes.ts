import type { ChildProcess } from 'node:child_process';

/** Asks a server the suite started to stop (SIGTERM), killing it if it is not gone after `graceMs`. */
export function stopProcess(server: ChildProcess, graceMs: number): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), graceMs);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}
