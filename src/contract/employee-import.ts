import { z } from 'zod';
import { EMAIL_PATTERN_FIELDS, emailPatternSchema } from '@/domain/hr/email-pattern';
import { fieldErrorSchema } from './errors';

/**
 * POST /app/employee/import (docs/contract.md, "The employee import"): up to 5 000 new
 * employees, all or none, checked first by a dry run.
 */

/** The rows one import takes: a whole team moved from another tool, all or nothing. */
export const MAX_IMPORT_ROWS = 5000;

/** One row of the file as the backend takes it: employee fields, references by name, code or id. */
export const employeeImportRowSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type EmployeeImportRow = z.infer<typeof employeeImportRowSchema>;

/** Where the missing records are created: the parent's id (country, department, enterprise) by field. */
export const importCreateSchema = z.partialRecord(z.enum(['cityId', 'serviceId', 'positionId']), z.number().int().positive());
export type ImportCreate = z.infer<typeof importCreateSchema>;

/** By e-mail field, the pattern its address is built from on the rows that give none. */
export const emailPatternsSchema = z
  .partialRecord(z.enum(EMAIL_PATTERN_FIELDS), emailPatternSchema)
  .describe(
    'By field, a pattern such as {f}{last}@acme.fr ({first}, {last}, {f}, {l}, {matricule}; "@acme.fr" alone stands for {first}.{last}@acme.fr): each row without an address gets one, unique (first.last, first.last2…)',
  );
export type EmailPatterns = z.infer<typeof emailPatternsSchema>;

const addresses = z.array(z.string().max(254)).max(MAX_IMPORT_ROWS);
/** By e-mail field, addresses held by rows of the file. */
const heldSchema = z.partialRecord(z.enum(EMAIL_PATTERN_FIELDS), addresses);
export type HeldEmails = z.infer<typeof heldSchema>;

/**
 * When a file is sent in parts (the page checks it 500 rows at a time, to show how far it
 * got), what its other rows hold, so that each part is checked as the whole file would be.
 */
export const importElsewhereSchema = z.object({
  /** The addresses of the rows before these, given or built: a row giving one again is a duplicate, a built one avoids them. */
  before: heldSchema.default({}),
  /** The addresses the rows after these give: a built one avoids them. */
  after: heldSchema.default({}),
});
export type ImportElsewhere = z.input<typeof importElsewhereSchema>;

/**
 * The request's body. The backend reads `rows`, `dryRun` and `create` with messages of its own
 * (a file too long to split, a parent that does not exist); the rest as this schema says.
 */
export const employeeImportRequestSchema = z.object({
  rows: z.array(employeeImportRowSchema).min(1).max(MAX_IMPORT_ROWS),
  /** Checks everything, writes nothing. */
  dryRun: z.boolean().default(false),
  create: importCreateSchema.optional(),
  emailPatterns: emailPatternsSchema.default({}),
  elsewhere: importElsewhereSchema.default({ before: {}, after: {} }),
});
export type EmployeeImportRequest = z.input<typeof employeeImportRequestSchema>;

/** An address the import builds: the row (its index in the rows sent), the field, the address. */
export const builtEmailSchema = z.object({
  index: z.number().int().nonnegative(),
  field: z.enum(EMAIL_PATTERN_FIELDS),
  value: z.string(),
});
export type BuiltEmail = z.infer<typeof builtEmailSchema>;

/** A name the file gives that Effectif does not have, and how many rows give it. */
export const missingNameSchema = z.object({ name: z.string(), postalCode: z.string().optional(), rows: z.number().int() });
export type MissingName = z.infer<typeof missingNameSchema>;
/** By reference field (cityId, serviceId, positionId, nationalityCountryId). */
export const missingNamesSchema = z.record(z.string(), z.array(missingNameSchema));
export type MissingNames = z.infer<typeof missingNamesSchema>;

/** What is wrong with one row (its index in the rows sent), field by field. */
export const importRowReportSchema = z.object({ index: z.number().int().nonnegative(), errors: z.record(z.string(), fieldErrorSchema) });
export type ImportRowReport = z.infer<typeof importRowReportSchema>;

/** 200: every row accepted, written unless a dry run (then `ids` of the new employees). */
export const importAcceptedSchema = z.object({
  imported: z.number().int(),
  dryRun: z.boolean(),
  ids: z.array(z.number().int()).optional(),
  missing: missingNamesSchema,
  /** The addresses built from the patterns, by row. */
  built: z.array(builtEmailSchema),
});

/** 400 with the rows to fix: nothing was written. */
export const importRefusedSchema = z.object({
  message: z.string(),
  rows: z.array(importRowReportSchema),
  missing: missingNamesSchema,
  /** The addresses built, the refused ones among them: the report shows the value refused. */
  built: z.array(builtEmailSchema),
});
