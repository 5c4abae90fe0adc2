// The benches' tiny TypeScript runner: `node tests/bench/run.mjs tests/bench/size.ts`.
// Registers ts-loader.mjs (type stripping with the project's own `typescript`), then
// imports the script; the script sets process.exitCode itself.
import { register } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const script = process.argv[2];
if (!script) {
  console.error('Usage: node tests/bench/run.mjs <script.ts>');
  process.exit(2);
}
register('./ts-loader.mjs', import.meta.url);
await import(pathToFileURL(resolve(script)).href);
