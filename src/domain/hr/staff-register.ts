import { z } from 'zod';
import { isoDate, recordMeta, ref } from '../common';
import { REGISTER_KEPT_YEARS } from '../rules/retention';
import { CONTRACT_TYPES, GENDERS, type ContractType } from './employee';

/**
 * The registre unique du personnel (C. trav. L1221-13, D1221-23 to D1221-27), one per
 * establishment (here, per enterprise): see docs/domain.md, "Staff register".
 *
 * A line is written once, when someone first works for the enterprise (their facts that day);
 * a later change of a mention is added to it as an amendment (who, when, before → after),
 * never written over. Lines are kept apart from the employee's record so that purging the
 * record keeps them (at least 5 years after the exit, D1221-26… L1221-13).
 */

/** Interns have their own section (L1221-13, D1221-23-1). */
export const REGISTER_SECTIONS = ['staff', 'interns'] as const;
export type RegisterSection = (typeof REGISTER_SECTIONS)[number];

/** The contracts listed in the interns' section. */
export const INTERN_CONTRACTS: readonly ContractType[] = ['stage'];

/** How long a line stays after the exit, in years (L1221-13). */
export const REGISTER_RETENTION_YEARS = REGISTER_KEPT_YEARS;

/** The mentions of a line (D1221-23, D1221-24), in the register's column order. */
export const registerFactsSchema = z.object({
  lastName: z.string(),
  firstName: z.string(),
  /** The country's name, as written on the day. */
  nationality: z.string(),
  birthDate: isoDate,
  gender: z.enum(GENDERS),
  /** The position's title. */
  job: z.string(),
  /** The position's category, and its grade when it has one ("cadre, 350"). */
  qualification: z.string(),
  entryDate: isoDate,
  exitDate: isoDate.optional(),
  contractType: z.enum(CONTRACT_TYPES),
  partTime: z.boolean(),
  /** The temporary work agency (intérim). */
  tempAgency: z.string().optional(),
  /** A foreign worker's work permit: its kind and number. */
  workPermitKind: z.string().optional(),
  workPermitNumber: z.string().optional(),
});
export type RegisterFacts = z.infer<typeof registerFactsSchema>;
export type RegisterMention = keyof RegisterFacts;
export const REGISTER_MENTIONS = registerFactsSchema.keyof().options;

/** A value of a mention as an amendment keeps it: text, a date, yes/no (absent: none). */
export type MentionValue = string | boolean;

/** A correction of a mention: who made it, when, what it said before and says after. */
export const registerAmendmentSchema = z.object({
  field: z.enum(REGISTER_MENTIONS),
  before: z.union([z.string(), z.boolean()]).optional(),
  after: z.union([z.string(), z.boolean()]).optional(),
  /** When (ISO timestamp). */
  at: z.string(),
  /** Who: the account's name. */
  by: z.string(),
});
export type RegisterAmendment = z.infer<typeof registerAmendmentSchema>;

/** A stored line: its facts as first written, and the amendments since, oldest first. */
export const registerLineRowSchema = z
  .object({
    enterpriseId: ref,
    /** The employee's id, kept as a plain number: the line outlives the record. */
    employeeId: ref,
    matricule: z.string(),
    section: z.enum(REGISTER_SECTIONS),
    facts: registerFactsSchema,
    amendments: z.array(registerAmendmentSchema),
  })
  .extend(recordMeta.shape);
export type RegisterLineRow = z.infer<typeof registerLineRowSchema>;

/** A line as the register shows it: the facts with every amendment applied, and the amendments. */
export const registerLineSchema = z.object({
  id: ref,
  employeeId: ref,
  matricule: z.string(),
  section: z.enum(REGISTER_SECTIONS),
  /** Its rank in the register: 1 for the first hired, in hiring order. */
  rank: z.number().int().positive(),
  facts: registerFactsSchema,
  amendments: z.array(registerAmendmentSchema),
});
export type RegisterLine = z.infer<typeof registerLineSchema>;

/** GET /app/register/{enterpriseId}: the enterprise's register, staff then interns, each in hiring order. */
export const staffRegisterSchema = z.object({
  enterpriseId: ref,
  enterpriseName: z.string(),
  /** The day it was read. */
  asOf: isoDate,
  staff: z.array(registerLineSchema),
  interns: z.array(registerLineSchema),
});
export type StaffRegister = z.infer<typeof staffRegisterSchema>;

/** GET /app/register: the enterprises whose register the session reads. */
export const registerEnterprisesSchema = z.object({ items: z.array(z.object({ id: ref, name: z.string() })) });
export type RegisterEnterprises = z.infer<typeof registerEnterprisesSchema>;

export const sectionOf = (contractType: ContractType): RegisterSection => (INTERN_CONTRACTS.includes(contractType) ? 'interns' : 'staff');

const setValue = (facts: Record<string, unknown>, field: RegisterMention, value: MentionValue | undefined) => {
  if (value === undefined) delete facts[field];
  else facts[field] = value;
};

/** The facts as they stand: the first ones with each amendment applied in turn. */
export function amendedFacts(line: Pick<RegisterLineRow, 'facts' | 'amendments'>): RegisterFacts {
  const facts: Record<string, unknown> = { ...line.facts };
  for (const amendment of line.amendments) setValue(facts, amendment.field, amendment.after);
  return registerFactsSchema.parse(facts);
}

/** The mentions whose value differs from `current` to `next`, with both values. */
export function changedMentions(current: RegisterFacts, next: RegisterFacts): { field: RegisterMention; before?: MentionValue; after?: MentionValue }[] {
  return REGISTER_MENTIONS.filter((field) => current[field] !== next[field]).map((field) => ({
    field,
    ...(current[field] === undefined ? {} : { before: current[field] }),
    ...(next[field] === undefined ? {} : { after: next[field] }),
  }));
}

/** Hiring order: the first facts' entry date, then the line's id (who was written first). */
export const inHiringOrder = (a: RegisterLineRow, b: RegisterLineRow): number => a.facts.entryDate.localeCompare(b.facts.entryDate) || a.id - b.id;

/** The day until which a line must be kept: 5 years after the exit (none while the person works there). */
export function keptUntil(facts: RegisterFacts): string | undefined {
  if (facts.exitDate === undefined) return undefined;
  const day = `${Number(facts.exitDate.slice(0, 4)) + REGISTER_RETENTION_YEARS}${facts.exitDate.slice(4)}`;
  // 29 February five years on is 1 March.
  return day.endsWith('-02-29') ? `${day.slice(0, 4)}-03-01` : day;
}

/** Whether a line's time in the register is over on `today`: the day after its five years after the exit. */
export function registerLineEnded(line: Pick<RegisterLineRow, 'facts' | 'amendments'>, today: string): boolean {
  const until = keptUntil(amendedFacts(line));
  return until !== undefined && until < today;
}
