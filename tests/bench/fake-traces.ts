/**
 * Which files of a build carry the fake backend: Mock Service Worker (its script and its
 * page side), the backend's worker, the demo data. An `api` build must have none.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Texts only the fake backend's code holds: MSW's names, the demo account's password. */
const MARKERS = ['mockServiceWorker', '[MSW]', 'Effectif2026'];

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

/** The build's scripts, and those where a marker of the fake backend appears. */
export function fakeBackendTraces(outDir: string): { scripts: string[]; traces: string[] } {
  const scripts = filesUnder(outDir)
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => relative(outDir, file))
    .sort();
  const traces = scripts.filter((file) => {
    const text = readFileSync(join(outDir, file), 'utf8');
    return MARKERS.some((marker) => text.includes(marker));
  });
  return { scripts, traces };
}

/** Prints the build's chunk list and where the fake backend is in it. */
export function printFakeBackendTraces(build: 'fake' | 'api', outDir: string): void {
  const { scripts, traces } = fakeBackendTraces(outDir);
  console.log(`\nThe ${build} build's ${scripts.length} scripts: ${scripts.join(', ')}`);
  const expected = build === 'fake' ? 'expected' : 'NOT EXPECTED in an api build';
  console.log(
    traces.length === 0
      ? `  fake backend (MSW, its worker, the demo data): in none of them${build === 'fake' ? ' (unexpected in fake mode)' : ''}`
      : `  fake backend (MSW, its worker, the demo data) in ${traces.length}: ${traces.join(', ')} (${expected})`,
  );
}
