import type { HrRepository } from './repository';

/** The backend's notion of now: fixed in tests, so that "current" and "today" never drift. */
export interface Clock {
  /** YYYY-MM-DD */
  today(): string;
  /** An ISO timestamp, for createdAt and updatedAt. */
  now(): string;
}

export interface HrStore {
  readonly repository: HrRepository;
  readonly clock: Clock;
  /** Resolves once every committed change is saved (the memory adapter writes through to IndexedDB). */
  saved(): Promise<void>;
  /** Puts the demo data back as it was first generated. */
  reset(): Promise<void>;
}
