/** The landing bar sticks, and back-to-top shows, past 40 px of scroll. */
export const LANDING_STICKY_AT = 40;
