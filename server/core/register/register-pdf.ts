import type { EmployerFacts } from '@/domain/hr/employment-documents';
import { frenchDate } from '@/domain/hr/employment-documents';
import type { RegisterLine, StaffRegister } from '@/domain/hr/staff-register';
import { REGISTER_COLUMNS, amendmentText } from '@/domain/hr/staff-register-text';
import { startPdf, wrapped } from '../pdf/start';

/** An A4 page lying down. */
const PAGE = { width: 841.89, height: 595.28, margin: 36 } as const;
const SIZE = { title: 14, heading: 10, cell: 7.5, amendment: 6.5 } as const;
const LEADING = 1.3;
const PAD = 2;

const SECTION_TITLES = { staff: 'Salariés', interns: 'Stagiaires' } as const;

/**
 * The registre unique du personnel as a PDF: the employer, then each section (staff, then
 * interns) as a table in hiring order, each line's amendments printed under it.
 */
export async function registerPdf(register: StaffRegister, employer: EmployerFacts, meta: { author: string }): Promise<Uint8Array> {
  const { pdfLib, pdf, regular, bold, printable } = await startPdf({ title: `Registre unique du personnel — ${employer.legalName}`, author: meta.author });
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  /** The section's header row, drawn again at the top of each page the section runs onto. */
  let header: (() => void) | undefined;
  const newPageIfBelow = (height: number) => {
    if (y - height >= PAGE.margin) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
    header?.();
  };

  const wrap = (text: string, font: typeof regular, size: number, width: number) => wrapped(printable(text), font, size, width);
  const write = (text: string, font: typeof regular, size: number, x: number = PAGE.margin, width: number = PAGE.width - 2 * PAGE.margin) => {
    for (const line of wrap(text, font, size, width)) {
      newPageIfBelow(size * LEADING);
      page.drawText(line, { x, y: y - size, size, font });
      y -= size * LEADING;
    }
  };
  /** One row of cells side by side, each wrapped in its column; a rule under it. */
  const row = (cells: readonly string[], font: typeof regular) => {
    const columns = cells.map((cell, index) => wrap(cell, font, SIZE.cell, REGISTER_COLUMNS[index].width - 2 * PAD));
    const height = Math.max(...columns.map((lines) => lines.length)) * SIZE.cell * LEADING + 2 * PAD;
    newPageIfBelow(height);
    let x = PAGE.margin;
    columns.forEach((lines, index) => {
      lines.forEach((line, number) => page.drawText(line, { x: x + PAD, y: y - PAD - SIZE.cell - number * SIZE.cell * LEADING, size: SIZE.cell, font }));
      x += REGISTER_COLUMNS[index].width;
    });
    y -= height;
    page.drawLine({ start: { x: PAGE.margin, y }, end: { x: PAGE.width - PAGE.margin, y }, thickness: 0.4, color: pdfLib.rgb(0.6, 0.6, 0.6) });
  };
  const line = (entry: RegisterLine) => {
    row(REGISTER_COLUMNS.map((column) => column.cell(entry.facts, entry.rank)), regular);
    const indent = REGISTER_COLUMNS[0].width + PAD;
    for (const amendment of entry.amendments) write(amendmentText(amendment), regular, SIZE.amendment, PAGE.margin + indent, PAGE.width - 2 * PAGE.margin - indent);
    if (entry.amendments.length > 0) y -= PAD;
  };

  write('REGISTRE UNIQUE DU PERSONNEL', bold, SIZE.title);
  const where = [employer.address.replace(/\s*\n\s*/g, ', '), [employer.postalCode, employer.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  write(`${employer.legalName}${where ? `, ${where}` : ''}${employer.siret ? `, SIRET ${employer.siret}` : ''}`, regular, SIZE.heading);
  write(`Articles L1221-13 et D1221-23 et suivants du Code du travail. État au ${frenchDate(register.asOf)}.`, regular, SIZE.cell);
  for (const section of ['staff', 'interns'] as const) {
    y -= SIZE.heading;
    write(SECTION_TITLES[section], bold, SIZE.heading);
    header = undefined;
    const drawHeader = () => row(REGISTER_COLUMNS.map((column) => column.header), bold);
    drawHeader();
    header = drawHeader;
    if (register[section].length === 0) write('Aucune ligne.', regular, SIZE.cell);
    register[section].forEach(line);
    header = undefined;
  }
  return pdf.save();
}
