const DIACRITICS = /[\u0300-\u036f]/g;

const NON_ASCII = /[^\u0020-\u007e]/;

/** Text as search and sort compare it: accents stripped, lower case ("Hélène" → "helene"). */
export const normalise = (text: string): string =>
  // String.prototype.normalize is slow: plain ASCII, most of the data, needs only lower case.
  NON_ASCII.test(text) ? text.normalize('NFD').replace(DIACRITICS, '').toLowerCase() : text.toLowerCase();

/** The words of a search query, normalised; every one must be found. */
export const searchWords = (query: string): string[] => normalise(query).split(/\s+/).filter(Boolean);

/** Text as the import compares headers and values: no accents, lower case, words separated by one space. */
export const matchKey = (text: string): string =>
  text
    .normalize('NFD')
    .replace(DIACRITICS, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
