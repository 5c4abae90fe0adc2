import { z } from 'zod';
import { isPlainText } from './text';

/**
 * Stable error codes: the backends put them in `errors.{field}.code`, the screens
 * translate them (`validation.{code}`). Never rename one.
 */
export const ERROR_CODES = {
  required: 'required',
  invalidType: 'invalidType',
  tooLong: 'tooLong',
  tooShort: 'tooShort',
  /** A control character (or, in a multi-line text, one other than tab and line breaks), or a lone surrogate. */
  invalidCharacter: 'invalidCharacter',
  tooSmall: 'tooSmall',
  tooLarge: 'tooLarge',
  invalidDate: 'invalidDate',
  invalidTime: 'invalidTime',
  dateOrder: 'dateOrder',
  invalidEmail: 'invalidEmail',
  /** An import's e-mail pattern: unknown placeholders, none at all, or no domain (src/domain/hr/email-pattern.ts). */
  invalidEmailPattern: 'invalidEmailPattern',
  /** A row lacks what the import's e-mail pattern needs (a matricule, a name with a Latin letter). */
  emailNotBuilt: 'emailNotBuilt',
  invalidChoice: 'invalidChoice',
  invalidNir: 'invalidNir',
  invalidIban: 'invalidIban',
  invalidRibKey: 'invalidRibKey',
  invalidSiren: 'invalidSiren',
  invalidSiret: 'invalidSiret',
  invalidCode: 'invalidCode',
  unknownReference: 'unknownReference',
  duplicate: 'duplicate',
  duplicateDay: 'duplicateDay',
  overlap: 'overlap',
  endDateRequired: 'endDateRequired',
  exitBeforeHire: 'exitBeforeHire',
  beyondBalance: 'beyondBalance',
  illegalTransition: 'illegalTransition',
  outsideContract: 'outsideContract',
  beforeHire: 'beforeHire',
  contractEndBeforeHire: 'contractEndBeforeHire',
  implausibleAge: 'implausibleAge',
  invalidPhone: 'invalidPhone',
  belowMinimumWage: 'belowMinimumWage',
  outsideSalaryRange: 'outsideSalaryRange',
  otherEnterprise: 'otherEnterprise',
  invalidNaf: 'invalidNaf',
  unknownCountryCode: 'unknownCountryCode',
  approvedNotDeletable: 'approvedNotDeletable',
  ownRequest: 'ownRequest',
  /** A leave's cancellation is asked only of an approved leave that has not ended. */
  notCancellable: 'notCancellable',
  /** A cancellation of this leave is already asked and awaits its decision. */
  cancellationPending: 'cancellationPending',
  /** A correction of this day is already asked and awaits its decision. */
  correctionPending: 'correctionPending',
  /** A decision on a request that no longer waits on the account (decided, cancelled or withdrawn since). */
  notAwaiting: 'notAwaiting',
  /** Someone saved the record since it was read (409): the inbox's result of a decision on a stale version. */
  stale: 'stale',
  /** A request's current step is decided by its approver, their stand-in, or HR (docs/domain.md, "Approval chains"). */
  notYourStep: 'notYourStep',
  /** A stand-in is named for someone who heads a unit. */
  headsNoUnit: 'headsNoUnit',
  /** A period's end brought back before today. */
  beforeToday: 'beforeToday',
  /** A stand-in's period has begun: it is ended early, not deleted, and its start and people stay. */
  standInStarted: 'standInStarted',
  /** The account's grants do not allow it (docs/roles.md): a 403's code, or a field's (a role it may not give). */
  forbidden: 'forbidden',
  /** A day that has not come yet (an attendance correction asks about a day worked). */
  futureDay: 'futureDay',
  /** "Send again" of a message that has not failed: it is sent, or on its way. */
  mailNotFailed: 'mailNotFailed',
  /** "Send again" in the fake mode, which mails nothing. */
  mailNotSent: 'mailNotSent',
  /** An exit's checklist or certificat asked of an employee with no exit date. */
  noExitDate: 'noExitDate',
  /** An attestation d'emploi asked of someone who has left. */
  notEmployed: 'notEmployed',
  /** A write dated in a payroll month HR closed (docs/payroll.md): 409 naming the month and the enterprise. */
  payrollClosed: 'payrollClosed',
  /** A payroll code given two units (days, hours, euros) in one enterprise's table. */
  payrollUnitMismatch: 'payrollUnitMismatch',
  /** A month closed already, or not closed when reopened. */
  payrollMonthState: 'payrollMonthState',
  /** An employee's own attestation d'emploi where their enterprise has HR make it. */
  attestationByHr: 'attestationByHr',
  /** A purge confirmed for a day that is no longer today: what is due has changed (docs/retention.md). */
  retentionDayChanged: 'retentionDayChanged',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether text is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A plain calendar date, `YYYY-MM-DD`: no time, no time zone. */
export const isoDate = z
  .string({ error: ERROR_CODES.required })
  .refine(isIsoDate, { error: ERROR_CODES.invalidDate });

/** A time of day, `HH:MM`. */
export const timeOfDay = z
  .string({ error: ERROR_CODES.required })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: ERROR_CODES.invalidTime });

/** A string of what a person types: trimmed, no control character (`isPlainText`). */
const typedText = (error: string, multiline: boolean) =>
  z
    .string({ error })
    .trim()
    .refine((value) => isPlainText(value, multiline), { error: ERROR_CODES.invalidCharacter });

/** Required one-line text of at most `max` characters, trimmed. */
export const text = (max: number) =>
  typedText(ERROR_CODES.required, false).min(1, { error: ERROR_CODES.required }).max(max, { error: ERROR_CODES.tooLong });

/** Required text that may hold tabs and line breaks (an address, a description). */
export const multilineText = (max: number) =>
  typedText(ERROR_CODES.required, true).min(1, { error: ERROR_CODES.required }).max(max, { error: ERROR_CODES.tooLong });

const optional = (multiline: boolean, max: number) =>
  typedText(ERROR_CODES.invalidType, multiline)
    .max(max, { error: ERROR_CODES.tooLong })
    .transform((value) => (value === '' ? undefined : value))
    .optional();

/** One-line text that may be empty (a name in one of the languages), trimmed. */
export const anyText = (max: number) => typedText(ERROR_CODES.invalidType, false).max(max, { error: ERROR_CODES.tooLong });

/** Optional one-line text: empty becomes absent. */
export const optionalText = (max: number) => optional(false, max);

/** Optional text that may hold tabs and line breaks (a comment, a note): empty becomes absent. */
export const optionalMultilineText = (max: number) => optional(true, max);

export const email = z.email({ error: ERROR_CODES.invalidEmail }).max(254, { error: ERROR_CODES.tooLong });

/** A reference to another record by its id. */
export const ref = z
  .number({ error: ERROR_CODES.required })
  .int({ error: ERROR_CODES.invalidType })
  .positive({ error: ERROR_CODES.invalidType });

/** An amount in euro cents: integers, so that nothing drifts. */
export const cents = z
  .number({ error: ERROR_CODES.required })
  .int({ error: ERROR_CODES.invalidType })
  .min(0, { error: ERROR_CODES.tooSmall })
  .max(100_000_000_00, { error: ERROR_CODES.tooLarge });

export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: ERROR_CODES.invalidChoice });

/** What every stored record carries: a write quotes `version` back (a stale one gets 409). */
export const recordMeta = z.object({
  id: z.number().int().positive(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int().positive(),
});
export type RecordMeta = z.infer<typeof recordMeta>;

/** Compares two ISO dates: negative, zero or positive. */
export const compareDates = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
