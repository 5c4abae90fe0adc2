// zod/mini: these schemas are on the sign-in page's critical path, where every KB counts.
import * as z from 'zod/mini';
import { grantSchema } from './grants';

export const genderSchema = z.enum(['M', 'F', 'other']);
export type Gender = z.infer<typeof genderSchema>;

const positiveInt = z.number().check(z.int(), z.positive());
const nonEmpty = z.string().check(z.minLength(1));

/** The employee linked to an account, as the top bar shows it. */
export const linkedEmployeeSchema = z.object({
  id: positiveInt,
  profile: z.object({ nameFile: z.nullable(nonEmpty) }),
  user: z.object({ person: z.object({ gender: genderSchema, label: nonEmpty }) }),
  position: z.object({ title: nonEmpty }),
});
export type LinkedEmployee = z.infer<typeof linkedEmployeeSchema>;

export const accountDataSchema = z.object({
  _id: nonEmpty,
  email: z.email(),
  role: nonEmpty,
  /** What the account may do (docs/roles.md). */
  grants: z.array(grantSchema),
});

/** What every view of an account shows. */
const accountSchema = z.object({
  id: positiveInt,
  email: z.email(),
  username: nonEmpty,
  firstName: z.string(),
  lastName: z.string(),
});

/** The answer of POST /users/authenticate, kept as the current user. */
export const sessionUserSchema = z.extend(accountSchema, {
  token: nonEmpty,
  data: accountDataSchema,
  additional: z.object({ employee: z.nullable(linkedEmployeeSchema) }),
  /** The server issued the password (the seeded administrator's): it must be changed before anything else. */
  mustChangePassword: z.optional(z.boolean()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** A user as the fake backend's user list shows it: no password, no token; its grants and linked employee. */
export const publicUserSchema = z.extend(accountSchema, {
  role: nonEmpty,
  grants: z.array(grantSchema),
  employeeId: z.nullable(positiveInt),
  version: positiveInt,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export { ROOT_ROLE } from './roles';
