/** Notifications' constants without zod: the app's paths and the fake users' store read them. */
/** The languages a notification is written in: the app's nine (src/i18n/languages.ts); French when the account chose none. */
export const NOTIFICATION_LANGUAGES = ['ar', 'ch', 'en', 'fr', 'gr', 'it', 'jp', 'ru', 'sp'] as const;
export type NotificationLanguage = (typeof NOTIFICATION_LANGUAGES)[number];

/** The app's pages a notification opens: the decider's inbox, the requester's space (src/shared/paths.ts builds them from here). */
export const NOTIFICATION_PAGES = { inbox: '/app/effectif/inbox', me: '/app/effectif/me' } as const;

/** The pages an account's mails open: the activation page (its address follows) and the forgotten password's. */
export const ACCOUNT_PAGES = { activation: '/auth/activate', passwordReset: '/auth/password-reset' } as const;

/** The activation page of an address. */
export const activationPage = (email: string) => `${ACCOUNT_PAGES.activation}/${encodeURIComponent(email)}`;
