import type { Clock } from '@server/core/storage/store';
import { openHrStore, localToday, systemClock, type HrStore } from './hr-store';
import { openIndexedDbPersistence } from './indexeddb';
import type { HrTables } from '@server/core/storage/tables';

/** How the demo data was generated: kept beside it, so that a reset gives the same people back. */
export interface SeedOptions {
  seed: number;
  employees: number;
  today: string;
}

const SEED_OPTIONS = 'seedOptions';

const isSeedOptions = (value: unknown): value is SeedOptions =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SeedOptions).seed === 'number' &&
  typeof (value as SeedOptions).employees === 'number' &&
  typeof (value as SeedOptions).today === 'string';

/**
 * The browser's HR tables: generated from the seed kept in IndexedDB (fixed at the first
 * start, as of that day), with the changes saved there since put back over them. Without
 * IndexedDB (e.g. some private windows) they live in memory.
 */
export async function openBrowserHrStore(
  generate: (options: SeedOptions) => HrTables,
  defaults: Omit<SeedOptions, 'today'>,
  clock: Clock = systemClock,
): Promise<HrStore> {
  try {
    const persistence = await openIndexedDbPersistence();
    const saved = await persistence.readMeta(SEED_OPTIONS);
    const options = isSeedOptions(saved) ? saved : { ...defaults, today: localToday() };
    if (!isSeedOptions(saved)) await persistence.writeMeta(SEED_OPTIONS, options);
    return await openHrStore({ seed: () => generate(options), clock, persistence });
  } catch (error) {
    console.error('The fake backend keeps its data in memory only: IndexedDB failed', error);
    return openHrStore({ seed: () => generate({ ...defaults, today: localToday() }), clock });
  }
}
