import type { DocumentText } from '@/domain/hr/employment-documents';
import { printableIn } from '../pdf/printable';

const PAGE = { width: 595.28, height: 841.89, margin: 64 } as const;
const SIZE = { title: 18, body: 11 } as const;
const LEADING = 1.45;

/**
 * A document as a PDF (A4, Helvetica): its title, then its paragraphs wrapped to the page.
 * pdf-lib is imported here only, when a document is made: neither the sign-in page nor the
 * dashboard nor the fake backend's first requests load it.
 */
export async function documentPdf(document: DocumentText, meta: { author: string }): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(document.title);
  pdf.setAuthor(meta.author);
  pdf.setLanguage('fr-FR');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  // Helvetica covers WinAnsi: a name in another script is transliterated.
  const printable = await printableIn(regular);
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  const write = (line: string, font: typeof regular, size: number) => {
    if (y < PAGE.margin + size) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
    page.drawText(line, { x: PAGE.margin, y, size, font });
    y -= size * LEADING;
  };
  write(printable(document.title.toUpperCase()), bold, SIZE.title);
  y -= SIZE.body;
  for (const paragraph of document.paragraphs) {
    let line = '';
    for (const word of printable(paragraph).split(/\s+/)) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (line !== '' && regular.widthOfTextAtSize(candidate, SIZE.body) > width) {
        write(line, regular, SIZE.body);
        line = word;
      } else line = candidate;
    }
    write(line, regular, SIZE.body);
    y -= SIZE.body * 0.6;
  }
  return pdf.save();
}

/** The answer carrying a PDF, offered for download under `fileName`. */
export const pdfResponse = (bytes: Uint8Array, fileName: string): Response =>
  new Response(new Blob([bytes.slice()], { type: 'application/pdf' }), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${fileName}"`, 'Cache-Control': 'no-store' },
  });
