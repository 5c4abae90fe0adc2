import * as z from 'zod/mini';

/** 8 to 15 digits (the international maximum), an optional leading +, spaces, dots, dashes or brackets between. */
const PHONE_NUMBER = /^\+?(?:[\s().-]*\d){8,15}[\s().-]*$/;

/** A phone number field (the template sign-in and sign-up); `error` is the code its message is known by. */
export const phoneNumber = (error: string) => z.string().check(z.trim(), z.regex(PHONE_NUMBER, { error }));
