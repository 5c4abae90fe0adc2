import type { DocumentText } from '@/domain/hr/employment-documents';
import { startPdf, wrapped } from '../pdf/start';

const PAGE = { width: 595.28, height: 841.89, margin: 64 } as const;
const SIZE = { title: 18, body: 11 } as const;
const LEADING = 1.45;

/** A document as a PDF (A4, Helvetica): its title, then its paragraphs wrapped to the page. */
export async function documentPdf(document: DocumentText, meta: { author: string }): Promise<Uint8Array> {
  const { pdf, regular, bold, printable } = await startPdf({ title: document.title, author: meta.author });
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
    for (const line of wrapped(printable(paragraph), regular, SIZE.body, width)) write(line, regular, SIZE.body);
    y -= SIZE.body * 0.6;
  }
  return pdf.save();
}

/** The answer carrying a PDF, offered for download under `fileName`. */
export const pdfResponse = (bytes: Uint8Array, fileName: string): Response =>
  new Response(new Blob([bytes.slice()], { type: 'application/pdf' }), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${fileName}"`, 'Cache-Control': 'no-store' },
  });
