import { addDays } from './calendar';

/**
 * Forgetting on time (docs/retention.md): how long each category of personal data is kept, from
 * when, what its purge does, and the text that sets the duration. The backend lists what is due
 * (`server/core/retention/`) and purges it once HR confirms.
 */
export const RETENTION_CATEGORIES = ['employeeFile', 'privateBlock', 'photo', 'leave', 'timeTracking', 'auditEntries'] as const;
export type RetentionCategory = (typeof RETENTION_CATEGORIES)[number];

/** What a purge does to a category's records: replace what identifies the person, or delete the records. */
export const RETENTION_ACTIONS = ['anonymise', 'delete'] as const;
export type RetentionAction = (typeof RETENTION_ACTIONS)[number];

/** Where the keeping starts: the person's exit (`exitDate`, the last day) or the record's own day. */
export const RETENTION_STARTS = ['exit', 'day'] as const;
export type RetentionStart = (typeof RETENTION_STARTS)[number];

export interface RetentionRule {
  category: RetentionCategory;
  /** Whole years kept after the start; the records are kept through the anniversary and due the day after. */
  years: number;
  from: RetentionStart;
  action: RetentionAction;
  /** The texts the duration comes from (shown as they are: legal references). */
  source: string;
}

/**
 * The registre unique du personnel keeps each line 5 years from the exit (C. trav. R1221-26):
 * nothing the register reads of a person (names, nationality, birth date, sex, job, contract,
 * hire and exit dates) is anonymised before then.
 */
export const REGISTER_KEPT_YEARS = 5;

/** The policy, one rule per category (docs/retention.md has the table and its reasons). */
export const RETENTION_POLICY: readonly RetentionRule[] = [
  { category: 'employeeFile', years: REGISTER_KEPT_YEARS, from: 'exit', action: 'anonymise', source: 'C. civ. 2224 ; C. trav. R1221-26 ; CNIL, référentiel gestion du personnel (délib. 2019-160)' },
  { category: 'privateBlock', years: REGISTER_KEPT_YEARS, from: 'exit', action: 'delete', source: 'C. civ. 2224 ; CNIL, référentiel gestion du personnel (délib. 2019-160)' },
  { category: 'photo', years: 0, from: 'exit', action: 'delete', source: 'CNIL, référentiel gestion du personnel (délib. 2019-160) : annuaire, le temps de la présence' },
  { category: 'leave', years: 3, from: 'exit', action: 'delete', source: 'C. trav. L3245-1 (indemnité de congés payés : 3 ans)' },
  { category: 'timeTracking', years: 3, from: 'day', action: 'delete', source: 'C. trav. L3245-1, D3171-16 ; CNIL, référentiel gestion du personnel' },
  { category: 'auditEntries', years: REGISTER_KEPT_YEARS, from: 'exit', action: 'anonymise', source: 'CNIL, recommandation journalisation (délib. 2021-122) ; suit le dossier du salarié' },
];

export const retentionRule = (category: RetentionCategory): RetentionRule => {
  const rule = RETENTION_POLICY.find((row) => row.category === category);
  if (!rule) throw new Error(`No retention rule for ${category}`);
  return rule;
};

/** The same day `years` later (29 February becomes 28 February in a common year). */
export function addYears(date: string, years: number): string {
  const year = String(Number(date.slice(0, 4)) + years).padStart(4, '0');
  const monthDay = date.slice(5);
  const leap = (value: number) => (value % 4 === 0 && value % 100 !== 0) || value % 400 === 0;
  return monthDay === '02-29' && !leap(Number(year)) ? `${year}-02-28` : `${year}-${monthDay}`;
}

/** The first day a record started on `start` may be purged: the day after the last day it is kept. */
export const retentionDueOn = (start: string, category: RetentionCategory): string => addDays(addYears(start, retentionRule(category).years), 1);

/** Whether a record started on `start` is due on `today` (never a day early). */
export const retentionDue = (start: string | undefined, category: RetentionCategory, today: string): boolean =>
  start !== undefined && retentionDueOn(start, category) <= today;

/** The names an anonymised employee is given: nothing left of who they were but their matricule and dates. */
export const ANONYMOUS_NAME = { firstName: 'Anonyme', lastName: 'Anonyme' } as const;
