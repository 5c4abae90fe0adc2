import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser files that take longest, longest first: each is one long journey that no other
 * worker can share, so it starts first instead of being left for the end. Without a record of
 * earlier runs (CI's fresh clone) Vitest would start the largest files first, and the two CRUD
 * journeys are the smallest (their steps are in hr-crud.ts).
 */
const LONGEST = ['hr-crud-people', 'hr-crud-organisation', 'hr-attendance', 'calendar', 'hr-leave', 'templates-sign-in', 'hr-rules', 'hr-employee'];

const rank = (spec: TestSpecification) => {
  const index = LONGEST.indexOf(basename(spec.moduleId, '.e2e.ts'));
  return index === -1 ? LONGEST.length : index;
};

/** Vitest's order (failed first, then by the durations it recorded or by size), the longest journeys before it. */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b));
  }
}
