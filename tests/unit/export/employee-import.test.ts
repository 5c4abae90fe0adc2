import { describe, expect, it } from 'vitest';
import { guessMapping } from '@/features/hr/employee/import/guess-mapping';
import { IMPORT_FIELDS } from '@/features/hr/employee/import/import-fields';
import { importDate, toImportRows } from '@/features/hr/employee/import/import-values';
import { readImportFile } from '@/features/hr/employee/import/read-file';
import { loadExcelJs } from '@/shared/lib/xlsx';
import { i18next } from '@/i18n';

const english = (field: string) => i18next.getFixedT('en')(`hr.employee.fields.${field}`);
const noLabel = () => '';

describe('guessMapping', () => {
  it('recognises usual French headers, accents and case aside', () => {
    const headers = ['Nom', 'Prénom', "Date d'embauche", 'SEXE', 'Date de naissance', 'Nationalité', 'Ville', 'Téléphone', 'E-mail', 'Type de contrat', 'Fin de contrat', 'Adresse'];
    expect(guessMapping(headers, noLabel)).toEqual([
      'lastName',
      'firstName',
      'hireDate',
      'gender',
      'birthDate',
      'nationalityCountryId',
      'cityId',
      'phone',
      'workEmail',
      'contractType',
      'contractEndDate',
      'address',
    ]);
  });

  it("recognises English headers, the fields' labels and names, and leaves the rest out", () => {
    expect(guessMapping(['First name', 'Surname', 'Hire date', 'Work email', 'Staff number', 'cityId', 'Dependants'], english)).toEqual([
      'firstName',
      'lastName',
      'hireDate',
      'workEmail',
      null,
      'cityId',
      'dependants',
    ]);
  });

  it('gives a field to the first column that names it only', () => {
    expect(guessMapping(['Nom', 'Last name', 'Nom'], noLabel)).toEqual(['lastName', null, null]);
  });
});

describe('importDate', () => {
  it.each([
    ['16/03/2026', '2026-03-16'],
    ['1/2/1990', '1990-02-01'],
    ['16.03.2026', '2026-03-16'],
    ['2026-03-16', '2026-03-16'],
    ['2026-03-16T00:00:00.000Z', '2026-03-16'],
    ['46097', '2026-03-16'],
  ])('reads %s as %s', (text, iso) => {
    expect(importDate(text)).toBe(iso);
  });

  it.each(['31/02/2026', '2026-13-01', 'demain', '03/16', ''])('refuses %s', (text) => {
    expect(importDate(text)).toBeNull();
  });
});

describe('toImportRows', () => {
  const valueLabel = (field: string, value: string) => i18next.getFixedT('en')(`hr.employee.values.${field}.${value}`);

  it('converts dates, numbers and choices, leaves empty cells out and fills the defaults', () => {
    const mapping = ['lastName', 'gender', 'hireDate', 'contractType', 'status', 'cityId', null];
    const rows = toImportRows(
      [
        ['Dupont', 'Femme', '02/09/2024', 'cdd', 'Suspended', 'Lyon', 'ignored'],
        ['Martin', 'H', '2024-09-02', 'Permanent (CDI)', '', '', ''],
        ['Roux', 'inconnu', 'hier', 'CDX', 'Actif', ' Paris ', ''],
      ],
      mapping,
      valueLabel,
    );
    expect(rows).toEqual([
      { lastName: 'Dupont', gender: 'F', hireDate: '2024-09-02', contractType: 'CDD', status: 'suspended', cityId: 'Lyon', dependants: 0 },
      { lastName: 'Martin', gender: 'M', hireDate: '2024-09-02', contractType: 'CDI', status: 'active', dependants: 0 },
      // What cannot be read goes as written: the backend's check names it.
      { lastName: 'Roux', gender: 'inconnu', hireDate: 'hier', contractType: 'CDX', status: 'active', cityId: 'Paris', dependants: 0 },
    ]);
  });

  it('offers every field of the employee but the photo, the required ones marked', () => {
    expect(IMPORT_FIELDS.map((field) => field.name)).not.toContain('nameFile');
    expect(IMPORT_FIELDS.filter((field) => field.required).map((field) => field.name)).toEqual([
      'firstName',
      'lastName',
      'gender',
      'birthDate',
      'nationalityCountryId',
      'dependants',
      'address',
      'cityId',
      'phone',
      'workEmail',
      'hireDate',
      'contractType',
      'status',
    ]);
  });
});

describe('readImportFile', () => {
  it('reads an XLSX file: the first line names the columns, date cells and Excel day numbers become dates', async () => {
    const { Workbook } = await loadExcelJs();
    const workbook = new Workbook();
    const sheet = workbook.addWorksheet('Feuil1');
    sheet.addRow(['Nom', "Date d'embauche", 'Date de naissance']);
    sheet.addRow(['Dupont', new Date(Date.UTC(2026, 2, 16)), 33_000]);
    sheet.addRow([]);
    sheet.addRow(['Martin', '02/09/2024']);
    const bytes = await workbook.xlsx.writeBuffer();
    const file = new File([new Uint8Array(bytes)], 'employes.xlsx');
    const table = await readImportFile(file);
    expect(table).toEqual({
      headers: ['Nom', "Date d'embauche", 'Date de naissance'],
      rows: [
        ['Dupont', '2026-03-16', '33000'],
        ['Martin', '02/09/2024', ''],
      ],
    });
    expect(toImportRows(table.rows, ['lastName', 'hireDate', 'birthDate'], () => '')[0]).toMatchObject({
      hireDate: '2026-03-16',
      birthDate: '1990-05-07',
    });
  });

  it('refuses a file that is neither CSV nor XLSX', async () => {
    await expect(readImportFile(new File(['x'], 'photo.png', { type: 'image/png' }))).rejects.toMatchObject({ problem: 'unsupported' });
  });
});
