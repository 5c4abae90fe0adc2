// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dataDirBusy, dataDirHolder } from '@server/node/data-dir-lock';

const folders: string[] = [];
const folder = (holder?: number) => {
  const dir = mkdtempSync(join(tmpdir(), 'effectif-lock-'));
  folders.push(dir);
  if (holder !== undefined) writeFileSync(join(dir, '.effectif-server.pid'), String(holder));
  return dir;
};
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("a PGlite folder is one server's", () => {
  it('is free when no server holds it, or when the one that held it stopped', () => {
    expect(dataDirHolder(folder())).toBeUndefined();
    // No process has this number (above Linux's highest).
    expect(dataDirBusy(folder(4_194_305))).toBeUndefined();
  });

  it('names the running process that holds it, and how to do without stopping it', () => {
    const dir = folder(process.ppid);
    expect(dataDirHolder(dir)).toBe(process.ppid);
    expect(dataDirBusy(dir)).toMatch(new RegExp(`process ${process.ppid}\\).*stop it first.*DATABASE_URL`));
  });
});
