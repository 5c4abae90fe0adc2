import { z } from 'zod';
import { ERROR_CODES, choice, email, multilineText, optionalMultilineText, optionalText, recordMeta, ref, text } from '../common';
import { isValidSiren, isValidSiret } from '../identifiers';

export const LEGAL_FORMS = ['SA', 'SAS', 'SASU', 'SARL', 'EURL', 'SNC', 'SCOP', 'association', 'EPIC', 'autre'] as const;

const siren = z
  .string({ error: ERROR_CODES.invalidType })
  .transform((value) => value.replace(/\s+/g, ''))
  .refine(isValidSiren, { error: ERROR_CODES.invalidSiren });
const siret = z
  .string({ error: ERROR_CODES.invalidType })
  .transform((value) => value.replace(/\s+/g, ''))
  .refine(isValidSiret, { error: ERROR_CODES.invalidSiret });

/**
 * Code NAF/APE as INSEE writes it, 25.12Z; typed without the dot or in lower case
 * (2512z) it is stored the INSEE way.
 */
const nafCode = z
  .string({ error: ERROR_CODES.invalidType })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .transform((value) => (/^\d{4}[A-Z]$/.test(value) ? `${value.slice(0, 2)}.${value.slice(2)}` : value))
  .refine((value) => /^\d{2}\.\d{2}[A-Z]$/.test(value), { error: ERROR_CODES.invalidNaf })
  .optional();

/** Entreprise: a SIREN and/or a SIRET (at least one), both checked by their keys. */
export const enterpriseInputSchema = z
  .object({
    name: text(120),
    legalName: text(160),
    siren: siren.optional(),
    siret: siret.optional(),
    vatNumber: optionalText(20),
    legalForm: choice(LEGAL_FORMS),
    nafCode,
    address: multilineText(200),
    cityId: ref,
    phone: optionalText(30),
    email: email.optional(),
    website: optionalText(200),
    logo: optionalText(200),
    /** The enterprise's dossier number in the payroll software (docs/payroll.md). */
    payrollDossier: optionalText(20),
    /** Whether an employee makes their attestation d'emploi at once from My space (else HR makes it; docs/domain.md, "Exits"). */
    selfAttestation: z.boolean({ error: ERROR_CODES.invalidType }).optional(),
  })
  .refine((enterprise) => enterprise.siren !== undefined || enterprise.siret !== undefined, {
    error: ERROR_CODES.required,
    path: ['siren'],
  });
export const enterpriseSchema = enterpriseInputSchema.and(recordMeta);
export type EnterpriseInput = z.infer<typeof enterpriseInputSchema>;
export type Enterprise = z.infer<typeof enterpriseSchema>;

/** The fields every organisational unit has; its code is unique within its parent. */
const unitFields = {
  code: z
    .string({ error: ERROR_CODES.required })
    .trim()
    .regex(/^[A-Z0-9][A-Z0-9-]{0,19}$/, { error: ERROR_CODES.invalidCode }),
  name: text(120),
  headEmployeeId: ref.optional(),
  description: optionalMultilineText(1000),
};

/** Direction → one enterprise. */
export const directionInputSchema = z.object({ ...unitFields, enterpriseId: ref });
export const directionSchema = directionInputSchema.extend(recordMeta.shape);
export type DirectionInput = z.infer<typeof directionInputSchema>;
export type Direction = z.infer<typeof directionSchema>;

/** Département → one direction. */
export const departmentInputSchema = z.object({ ...unitFields, directionId: ref });
export const departmentSchema = departmentInputSchema.extend(recordMeta.shape);
export type DepartmentInput = z.infer<typeof departmentInputSchema>;
export type Department = z.infer<typeof departmentSchema>;

/** Service → one department. */
export const serviceInputSchema = z.object({ ...unitFields, departmentId: ref });
export const serviceSchema = serviceInputSchema.extend(recordMeta.shape);
export type ServiceInput = z.infer<typeof serviceInputSchema>;
export type Service = z.infer<typeof serviceSchema>;
