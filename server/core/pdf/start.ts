import type { PDFFont } from 'pdf-lib';
import { printableIn } from './printable';

/**
 * A new PDF in French with its title and author, Helvetica and Helvetica bold embedded, and
 * the function that makes text printable in them (docs/domain.md, "Names in other scripts").
 * pdf-lib is imported here only, when a document is made: neither the sign-in page nor the
 * dashboard nor the fake backend's first requests load it.
 */
export async function startPdf({ title, author }: { title: string; author: string }) {
  const pdfLib = await import('pdf-lib');
  const pdf = await pdfLib.PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor(author);
  pdf.setLanguage('fr-FR');
  const regular = await pdf.embedFont(pdfLib.StandardFonts.Helvetica);
  const bold = await pdf.embedFont(pdfLib.StandardFonts.HelveticaBold);
  return { pdfLib, pdf, regular, bold, printable: await printableIn(regular) };
}

/** The words of `text` in lines no wider than `width` at `size` (a word wider than it stands alone). */
export function wrapped(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  return [...lines, line];
}
