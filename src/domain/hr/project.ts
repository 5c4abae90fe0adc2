import { z } from 'zod';
import { ERROR_CODES, cents, choice, compareDates, isoDate, optionalText, recordMeta, ref, text } from '../common';

export const PROJECT_STATUSES = ['planned', 'active', 'on hold', 'completed', 'cancelled'] as const;

export const projectMemberSchema = z
  .object({
    employeeId: ref,
    role: text(80),
    allocationPercent: z
      .number({ error: ERROR_CODES.required })
      .int({ error: ERROR_CODES.invalidType })
      .min(1, { error: ERROR_CODES.tooSmall })
      .max(100, { error: ERROR_CODES.tooLarge }),
    from: isoDate,
    to: isoDate.optional(),
  })
  .refine((member) => !member.to || compareDates(member.to, member.from) >= 0, {
    error: ERROR_CODES.dateOrder,
    path: ['to'],
  });
export type ProjectMember = z.infer<typeof projectMemberSchema>;

const projectFields = z.object({
  code: z
    .string({ error: ERROR_CODES.required })
    .trim()
    .regex(/^[A-Z0-9][A-Z0-9-]{0,19}$/, { error: ERROR_CODES.invalidCode }),
  name: text(160),
  enterpriseId: ref,
  managerId: ref,
  client: optionalText(160),
  startDate: isoDate,
  endDate: isoDate.optional(),
  status: choice(PROJECT_STATUSES),
  budgetCents: cents.optional(),
  members: z.array(projectMemberSchema, { error: ERROR_CODES.invalidType }).max(500, { error: ERROR_CODES.tooLarge }),
});

/** Projet: members with an allocation; over 100 % for one employee is a warning, not a refusal. */
export const projectInputSchema = projectFields.refine(
  (project) => !project.endDate || compareDates(project.endDate, project.startDate) >= 0,
  { error: ERROR_CODES.dateOrder, path: ['endDate'] },
);
export const projectSchema = projectFields.extend(recordMeta.shape);
export type ProjectInput = z.infer<typeof projectInputSchema>;
export type Project = z.infer<typeof projectSchema>;
