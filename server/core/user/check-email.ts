import { json } from '../http';
import { z } from 'zod';
import { ERROR_CODES, email, ref } from '@/domain/common';
import type { UsersDb } from '@server/core/storage/users';
import type { AppBackend } from '../hr/backend';
import { employeeArea } from '../hr/areas/employee';
import { parseOrThrow } from '../hr/errors';
import type { Routes } from '../http';
import { need } from '../access/permission';
import { jsonObject } from '../request-body';

const checkSchema = z.object({
  email: z.string({ error: ERROR_CODES.required }).trim().min(1, { error: ERROR_CODES.required }).pipe(email),
  /** The employee being edited: their own address (and their account's) stays available to them. */
  employeeId: ref.optional(),
});

/**
 * POST user/checkEmail {email, employeeId?} → { available }: no employee has it as work
 * e-mail and no account has it (the employee form checks it live).
 */
export function checkEmailHandler(routes: Routes, users: UsersDb, backend: () => Promise<AppBackend>) {
  return routes.on(
    'post',
    '/user/checkEmail',
    async ({ request }) => {
      const input = parseOrThrow(checkSchema, await jsonObject(request));
      const { ctx } = await backend();
      const address = input.email.trim().toLowerCase();
      const employees = await ctx.db.withUniqueKey(ctx.view(employeeArea), 'workEmail', address);
      const takenByEmployee = employees.some((id) => id !== input.employeeId);
      const account = await users.byEmail(address);
      const takenByAccount = account !== undefined && (input.employeeId === undefined || account.employee?.id !== input.employeeId);
      return json({ available: !takenByEmployee && !takenByAccount });
    },
    // The employee form and the account form ask it.
    {
      bearer: true,
      permission: [need('employee', 'create'), need('employee', 'update'), need('users', 'create'), need('users', 'update')],
    },
  );
}
