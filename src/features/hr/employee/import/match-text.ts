import { matchKey } from '@/domain/text';

export { matchKey };

/** The same without spaces: "First_Name", "firstname" and "E-mail" vs "email" compare equal. */
export const compactKey = (text: string): string => matchKey(text).replace(/ /g, '');
