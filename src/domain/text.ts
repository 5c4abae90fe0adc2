const DIACRITICS = /[\u0300-\u036f]/g;

const NON_ASCII = /[^\u0020-\u007e]/;

/** Text as search and sort compare it: accents stripped, lower case ("Hélène" → "helene"). */
export const normalise = (text: string): string =>
  // String.prototype.normalize is slow: plain ASCII, most of the data, needs only lower case.
  NON_ASCII.test(text) ? text.normalize('NFD').replace(DIACRITICS, '').toLowerCase() : text.toLowerCase();

/** The words of a search query, normalised; every one must be found. */
export const searchWords = (query: string): string[] => normalise(query).split(/\s+/).filter(Boolean);

/**
 * What no text of the contract may hold, whatever the field: U+0000, which PostgreSQL cannot
 * store, and a lone UTF-16 surrogate, which is no character at all (it would be stored as
 * U+FFFD, silently changed). docs/contract.md, "Text".
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Control characters (C0, DEL, C1): none in a one-line text. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** The same but tab, line feed and carriage return, which a multi-line text keeps. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Whether a string holds a character no backend can store. */
export const hasUnstorableCharacter = (value: string): boolean => UNSTORABLE.test(value);

/** Whether text is what a person can type in a field: no control character but, in a multi-line field, tab and line breaks. */
export const isPlainText = (value: string, multiline = false): boolean =>
  !(multiline ? CONTROL_BUT_LINES : CONTROL).test(value) && !UNSTORABLE.test(value);

/** Text as the import compares headers and values: no accents, lower case, words separated by one space. */
export const matchKey = (text: string): string =>
  text
    .normalize('NFD')
    .replace(DIACRITICS, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
