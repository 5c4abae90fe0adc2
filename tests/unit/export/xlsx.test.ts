// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buildXlsx, columnWidth, loadExcelJs } from '@/shared/lib/xlsx';
import { readXlsx } from '@/shared/lib/xlsx-read';
import { blobBytes } from '../../helpers/blob';

const sheet = {
  name: 'Salaires',
  columns: [
    { header: 'Employé', format: 'text' as const },
    { header: "Date d'effet", format: 'date' as const },
    { header: 'Salaire de base', format: 'euros' as const },
  ],
  rows: [
    ['Hélène Dupont', new Date(Date.UTC(2026, 2, 16)), 3200.5],
    ['Jean Martin', null, 2800],
  ],
};

describe('buildXlsx', () => {
  it('writes a bold header, real dates and amounts in euros, and sizes the columns', async () => {
    const blob = await buildXlsx(sheet);
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const { Workbook } = await loadExcelJs();
    const workbook = new Workbook();
    await workbook.xlsx.load(await blobBytes(blob));
    const written = workbook.getWorksheet('Salaires');
    expect(written).toBeDefined();
    if (!written) return;
    expect(written.getRow(1).values).toEqual([undefined, 'Employé', "Date d'effet", 'Salaire de base']);
    expect(written.getRow(1).font?.bold).toBe(true);
    const date = written.getCell('B2');
    expect(date.value).toEqual(new Date(Date.UTC(2026, 2, 16)));
    expect(date.numFmt).toBe('dd/mm/yyyy');
    expect(written.getCell('C2').value).toBe(3200.5);
    expect(written.getCell('C2').numFmt).toContain('€');
    expect(written.getColumn(1).width).toBe(columnWidth(sheet.columns[0], ['Hélène Dupont', 'Jean Martin']));
  });

  it('reads back as text: dates YYYY-MM-DD, numbers as written, empty cells empty', async () => {
    const blob = await buildXlsx(sheet);
    expect(await readXlsx(await blobBytes(blob))).toEqual([
      ['Employé', "Date d'effet", 'Salaire de base'],
      ['Hélène Dupont', '2026-03-16', '3200.5'],
      ['Jean Martin', '', '2800'],
    ]);
  });
});

describe('columnWidth', () => {
  it('fits the longest of header and values, within 8 and 60 characters', () => {
    expect(columnWidth({ header: 'Nom', format: 'text' }, ['Al'])).toBe(8);
    expect(columnWidth({ header: 'Nom', format: 'text' }, ['Marie-Hélène de La Tour'])).toBe(25);
    expect(columnWidth({ header: 'Note', format: 'text' }, ['x'.repeat(200)])).toBe(60);
  });
});
