import { json } from '../http';
import { z } from 'zod';
import { text } from '@/domain/common';
import { parseOrThrow } from '../hr/errors';
import type { Routes } from '../http';
import { SIGNED_IN } from '../access/permission';
import { jsonObject } from '../request-body';

/** The reset form's e-mail is required, with no format rule. */
const resetSchema = z.object({ email: text(254) });

/** POST user/reset-password {email} → { success: true } whatever the address: it never tells who has an account. */
export function resetPasswordHandler(routes: Routes) {
  return routes.on(
    'post',
    '/user/reset-password',
    async ({ request }) => {
      parseOrThrow(resetSchema, await jsonObject(request));
      return json({ success: true });
    },
    { bearer: true, permission: SIGNED_IN },
  );
}

