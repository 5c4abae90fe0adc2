import { z } from 'zod';

/** The only role SPEC.md shows; the main area is reserved to it. */
export const ROOT_ROLE = 'Root';

export const genderSchema = z.enum(['M', 'F', 'other']);
export type Gender = z.infer<typeof genderSchema>;

/** The employee linked to an account, as the top bar shows it. */
export const linkedEmployeeSchema = z.object({
  id: z.number().int().positive(),
  profile: z.object({ nameFile: z.string().min(1).nullable() }),
  user: z.object({ person: z.object({ gender: genderSchema, label: z.string().min(1) }) }),
  position: z.object({ title: z.string().min(1) }),
});
export type LinkedEmployee = z.infer<typeof linkedEmployeeSchema>;

export const accountDataSchema = z.object({
  _id: z.string().min(1),
  email: z.email(),
  role: z.string().min(1),
});

/** What every view of an account shows. */
const accountSchema = z.object({
  id: z.number().int().positive(),
  email: z.email(),
  username: z.string().min(1),
  firstName: z.string(),
  lastName: z.string(),
});

/** The answer of POST /users/authenticate, kept as the current user. */
export const sessionUserSchema = accountSchema.extend({
  token: z.string().min(1),
  data: accountDataSchema,
  additional: z.object({ employee: linkedEmployeeSchema.nullable() }),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** A user as the fake backend's user list shows it: no password, no token. */
export const publicUserSchema = accountSchema.extend({ role: z.string().min(1) });
export type PublicUser = z.infer<typeof publicUserSchema>;

export const hasRootRole = (user: SessionUser | null): user is SessionUser =>
  user !== null && user.data.role === ROOT_ROLE;
