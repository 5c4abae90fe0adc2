/** The languages a notification is written in: the app's nine (src/i18n/languages.ts); French when the account chose none. */
export const NOTIFICATION_LANGUAGES = ['ar', 'ch', 'en', 'fr', 'gr', 'it', 'jp', 'ru', 'sp'] as const;
export type NotificationLanguage = (typeof NOTIFICATION_LANGUAGES)[number];
