import { z } from 'zod';
import { ERROR_CODES, cents, choice, optionalMultilineText, optionalText, recordMeta, ref, text } from '../common';

export const POSITION_CATEGORIES = ['cadre', 'agent de maîtrise', 'employé', 'ouvrier'] as const;

/** Poste: budgeted headcount, and a monthly gross range whose minimum is not above its maximum. */
export const positionInputSchema = z
  .object({
    code: z
      .string({ error: ERROR_CODES.required })
      .trim()
      .regex(/^[A-Z0-9][A-Z0-9-]{0,19}$/, { error: ERROR_CODES.invalidCode }),
    title: text(120),
    enterpriseId: ref,
    category: choice(POSITION_CATEGORIES),
    grade: optionalText(20),
    minMonthlyGrossCents: cents.optional(),
    maxMonthlyGrossCents: cents.optional(),
    budgetedHeadcount: z
      .number({ error: ERROR_CODES.required })
      .int({ error: ERROR_CODES.invalidType })
      .min(0, { error: ERROR_CODES.tooSmall })
      .max(100_000, { error: ERROR_CODES.tooLarge }),
    description: optionalMultilineText(2000),
  })
  .refine(
    (position) =>
      position.minMonthlyGrossCents === undefined ||
      position.maxMonthlyGrossCents === undefined ||
      position.minMonthlyGrossCents <= position.maxMonthlyGrossCents,
    { error: ERROR_CODES.tooLarge, path: ['minMonthlyGrossCents'] },
  );
export const positionSchema = positionInputSchema.and(recordMeta);
export type PositionInput = z.infer<typeof positionInputSchema>;
export type Position = z.infer<typeof positionSchema>;
