/** The sections of the one-page landing, in page order, and the key of each one's name. */
export const ONEPAGE_SECTIONS = ['home', 'features', 'about', 'pricing', 'contact'] as const;
export type OnePageSection = (typeof ONEPAGE_SECTIONS)[number];

export const sectionLabelKey = (section: OnePageSection) => `templates.onepage.sections.${section}` as const;

/** Where the bar's Sign In button leads. */
export const SIGN_IN_PATH = '/auth-login-basic';
/** Where the calls to action lead: the template sign-up. */
export const SIGN_UP_PATH = '/auth-register-basic';
