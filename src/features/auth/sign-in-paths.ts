/** The addresses of the sign-in page. */
export const SIGN_IN_PATHS = ['/auth', '/auth/login', '/dry/login'] as const;
