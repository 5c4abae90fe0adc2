/** Text as headers and values are compared: no accents, lower case, words separated by one space. */
export const matchKey = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The same without spaces: "First_Name", "firstname" and "E-mail" vs "email" compare equal. */
export const compactKey = (text: string): string => matchKey(text).replace(/ /g, '');
