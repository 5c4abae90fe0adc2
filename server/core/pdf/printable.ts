import type { PDFFont } from 'pdf-lib';

/** The Han ideographs: transliterated one syllable each, the syllables kept apart ("王伟" → "Wang Wei"). */
const HAN = /\p{Script=Han}/u;
/** Signs Helvetica lacks that read better otherwise than any-ascii writes them. */
const PRINTED_AS: Readonly<Record<string, string>> = { '→': '->' };

/**
 * Text as the standard PDF fonts can write it. Helvetica covers WinAnsi (Latin, French
 * accents, €): a character beyond it, from a name in another script (Arabic, Chinese,
 * Cyrillic, Greek…), is transliterated to Latin letters by any-ascii ("Мария" → "Mariya").
 * Embedding fonts for every script was weighed and left: a font covering Chinese weighs
 * megabytes, and pdf-lib neither shapes Arabic nor orders right-to-left text (docs/domain.md,
 * "Names in other scripts"). any-ascii is imported here only, when a PDF is made.
 */
export async function printableIn(font: PDFFont): Promise<(text: string) => string> {
  const { default: anyAscii } = await import('any-ascii');
  const fits = (character: string) => {
    try {
      font.encodeText(character);
      return true;
    } catch {
      return false;
    }
  };
  return (text) => {
    let out = '';
    let previousHan = false;
    for (const character of text) {
      const han = HAN.test(character);
      if (fits(character)) out += character;
      else if (PRINTED_AS[character]) out += PRINTED_AS[character];
      else out += `${han && previousHan ? ' ' : ''}${[...anyAscii(character)].filter(fits).join('') || '?'}`;
      previousHan = han;
    }
    return out;
  };
}
