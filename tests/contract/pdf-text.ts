/** The text of a PDF, read back with pdf.js: its pages' text items, joined with spaces, one line per line drawn. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) lines.push(item.hasEOL ? `${item.str}\n` : item.str);
  }
  await document.destroy();
  return lines.join('\n').replace(/\n+/g, '\n');
}

/** The text as one paragraph: lines wrapped on the page joined again by spaces. */
export const flowing = (text: string): string => text.replace(/\s+/g, ' ').trim();
