/**
 * What an `api` build's folder holds beyond the bundle: it is served by the real server
 * (server/node/spa.ts), which sends files as they are written.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files sent compressed: text, over a size where compressing pays. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;
const MIN_BYTES = 1024;

function* filesUnder(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** A gzip and a brotli copy beside each text file (`x.js.gz`, `x.js.br`), made once here rather than at each request. */
function writeCompressedCopies(folder: string): void {
  for (const path of filesUnder(folder)) {
    if (!COMPRESSIBLE.test(path) || statSync(path).size < MIN_BYTES) continue;
    const bytes = readFileSync(path);
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    );
  }
}

/**
 * In an `api` build: the fake backend's service worker script, copied from public/ with the
 * other static files, is left out (a real server answers); and every text file gets its
 * compressed copies, which the server sends to a browser that accepts them.
 */
export function apiBuildFiles(authMode: string | undefined): Plugin {
  let outDir = '';
  return {
    name: 'effectif-api-build-files',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (authMode !== 'api') return;
      rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
      writeCompressedCopies(outDir);
    },
  };
}
