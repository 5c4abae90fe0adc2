import { z } from 'zod';
import { ERROR_CODES, cents, choice, compareDates, isoDate, optionalText, recordMeta, ref, text } from '../common';

export const PROJECT_STATUSES = ['planned', 'active', 'on hold', 'completed', 'cancelled'] as const;

const memberFields = {
  employeeId: ref,
  role: text(80),
  allocationPercent: z
    .number({ error: ERROR_CODES.required })
    .int({ error: ERROR_CODES.invalidType })
    .min(1, { error: ERROR_CODES.tooSmall })
    .max(100, { error: ERROR_CODES.tooLarge }),
  /** Absent: from the project's start (and to its end); the backend stores them filled in. */
  from: isoDate.optional(),
  to: isoDate.optional(),
};

export const projectMemberSchema = z
  .object(memberFields)
  .refine((member) => !member.to || !member.from || compareDates(member.to, member.from) >= 0, {
    error: ERROR_CODES.dateOrder,
    path: ['to'],
  });
const storedMemberSchema = z.object({ ...memberFields, from: isoDate });
export type ProjectMember = z.infer<typeof projectMemberSchema>;
export type StoredProjectMember = z.infer<typeof storedMemberSchema>;

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
export const projectSchema = projectFields.extend({ ...recordMeta.shape, members: z.array(storedMemberSchema) });
export type ProjectInput = z.infer<typeof projectInputSchema>;
export type Project = z.infer<typeof projectSchema>;
