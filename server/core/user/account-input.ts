import { z } from 'zod';
import { ERROR_CODES, email, optionalText, ref, text } from '@/domain/common';
import { grantSchema, grantsOf, isRoleName, ROOT_ROLE, type Grant } from '@/domain/grants';
import type { StoredUser } from '@server/core/storage/users';
import { fieldError, type FieldErrors } from '../hr/errors';

/** At least 8 characters, letters and numbers. */
const password = z
  .string({ error: ERROR_CODES.required })
  .min(8, { error: ERROR_CODES.tooShort })
  .max(128, { error: ERROR_CODES.tooLong })
  .refine((value) => /\p{L}/u.test(value) && /\d/.test(value), { error: ERROR_CODES.invalidType });

const accountFields = {
  email: z.string({ error: ERROR_CODES.required }).trim().min(1, { error: ERROR_CODES.required }).pipe(email),
  username: text(80),
  /** What the account may do (docs/roles.md). */
  grants: z.array(grantSchema, { error: ERROR_CODES.invalidType }).max(8, { error: ERROR_CODES.tooLarge }).optional(),
  /** The role name accounts were created with before grants: `Root` gives root when `grants` are not given; else only shown. */
  role: z.string({ error: ERROR_CODES.invalidType }).refine(isRoleName, { error: ERROR_CODES.invalidChoice }).optional(),
  employeeId: ref.optional(),
  firstName: optionalText(80),
  lastName: optionalText(80),
  active: z.boolean({ error: ERROR_CODES.invalidType }).optional(),
};

/** POST user and each row of user/import: a new account. */
export const newAccountSchema = z.object({ ...accountFields, password });
/** PUT user/{id}: the same, the password kept when absent. */
export const accountChangesSchema = z.object({ ...accountFields, password: password.optional() });
export type AccountInput = z.infer<typeof accountChangesSchema>;

/** The grants an input gives: its own, else those its role name implies (Root), else those the account had (none when new). */
export const grantsOfInput = (input: Pick<AccountInput, 'grants' | 'role'>, kept: readonly Grant[] = []): Grant[] =>
  input.grants ?? (input.role === ROOT_ROLE ? [{ role: 'root' }] : [...kept]);

const lower = (value: string) => value.trim().toLowerCase();

/** Another account (not `exceptId`) already has this e-mail or username: 409 duplicate on that field. */
export function duplicateErrors(
  input: Pick<AccountInput, 'email' | 'username'>,
  accounts: readonly Pick<StoredUser, 'id' | 'email' | 'username'>[],
  exceptId?: number,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const account of accounts) {
    if (account.id === exceptId) continue;
    if (lower(account.email) === lower(input.email)) errors.email ??= fieldError(ERROR_CODES.duplicate);
    if (lower(account.username) === lower(input.username)) errors.username ??= fieldError(ERROR_CODES.duplicate);
  }
  return errors;
}

/** What an account shows: never its password nor its activation code. */
export const accountView = (user: StoredUser) => ({
  id: user.id,
  email: user.email,
  username: user.username,
  firstName: user.firstName,
  lastName: user.lastName,
  role: user.role,
  grants: grantsOf(user),
  active: user.active,
  employeeId: user.employee?.id ?? null,
  version: user.version,
});
