/** SPEC.md: formatting locale fr-FR, currency euro, whatever the interface language. */
export const FORMAT_LOCALE = 'fr-FR';

const euros = new Intl.NumberFormat(FORMAT_LOCALE, { style: 'currency', currency: 'EUR' });

export const formatEurosFromCents = (cents: number): string => euros.format(cents / 100);
