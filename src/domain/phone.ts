import { isValidPhoneNumber } from 'libphonenumber-js/min';

/**
 * Whether text is a phone number that can be dialled: a French one as written in France
 * (06 12 34 56 78), or any country's with its + prefix (+44 20 7946 0958).
 */
export const isPhoneNumber = (text: string): boolean => isValidPhoneNumber(text, 'FR');
