import * as z from 'zod/mini';
import { publicUserSchema, sessionUserSchema } from '@/domain/user';

/** What the auth calls answer, checked before the app keeps it. */
export { sessionUserSchema };
export const successSchema = z.object({ success: z.boolean() });
export const publicUsersSchema = z.array(publicUserSchema);
