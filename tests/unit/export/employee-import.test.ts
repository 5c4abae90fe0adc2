// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { guessColumns } from '@/features/hr/employee/import/guess-mapping';
import { IMPORT_FIELDS } from '@/features/hr/employee/import/import-fields';
import { emailPatternsOf, emptyPlan, toImportRows, wrongPatterns, type ImportPlan } from '@/features/hr/employee/import/import-values';
import { readImportFile } from '@/features/hr/employee/import/read-file';
import { loadExcelJs } from '@/shared/lib/xlsx';
import { i18next } from '@/i18n';

const english = (field: string) => i18next.getFixedT('en')(`hr.employee.fields.${field}`);
const noLabel = () => '';
const fields = (headers: string[], labelOf: (field: string) => string = noLabel) => guessColumns(headers, labelOf).map((guess) => guess.field);

describe('guessColumns', () => {
  it('places the columns of another HR system\'s export, and leaves the ones it cannot place', () => {
    const headers = ['Empl No', 'First', 'Last', 'MI', 'Street', 'City', 'State', 'Zip', 'Phone', 'Pager', 'DOH'];
    expect(fields(headers, english)).toEqual([
      'matricule',
      'firstName',
      'lastName',
      null,
      'address',
      'cityId',
      null,
      'postalCode',
      'phone',
      null,
      'hireDate',
    ]);
  });

  it('recognises French payroll headers, accents, case and punctuation aside', () => {
    const headers = ['MATRICULE', 'Civilité', 'Nom de naissance', 'Prénom', 'Né(e) le', "Date d'entrée", 'Code postal', 'Commune', 'Portable', 'Courriel', 'Type de contrat', 'Service', 'Emploi'];
    expect(fields(headers)).toEqual([
      'matricule',
      'gender',
      'lastName',
      'firstName',
      'birthDate',
      'hireDate',
      'postalCode',
      'cityId',
      'phone',
      'workEmail',
      'contractType',
      'serviceId',
      'positionId',
    ]);
  });

  it('says how sure each guess is: the same words, written otherwise, or inside a longer header', () => {
    expect(guessColumns(['HIRE_DATE', 'GivenName', 'Post code', 'Date of birth (DOB)', 'Notes'], noLabel)).toEqual([
      { field: 'hireDate', confidence: 'high' },
      { field: 'firstName', confidence: 'medium' },
      { field: 'postalCode', confidence: 'medium' },
      { field: 'birthDate', confidence: 'low' },
      { field: null, confidence: null },
    ]);
  });

  it("recognises the fields' labels and names, and gives a field to the surest column, the first on a tie", () => {
    expect(fields(['Surname', 'Work email', 'cityId', 'Dependants'], english)).toEqual(['lastName', 'workEmail', 'cityId', 'dependants']);
    expect(fields(['Nom', 'Last name', 'Nom'])).toEqual(['lastName', null, null]);
    expect(fields(['Date joined (first day)', 'Date joined'])).toEqual([null, 'hireDate']);
  });

  it('recognises the social security number as payroll tools and other HR systems head it', () => {
    const headers = ['N° de sécurité sociale', 'NUMERO DE SECURITE SOCIALE', 'NIR', 'N° SS', 'Numéro INSEE', 'Social Security Number', 'SSN'];
    for (const header of headers) expect(guessColumns([header], noLabel), header).toEqual([{ field: 'nir', confidence: 'high' }]);
    expect(guessColumns(['Nom', 'N° de sécurité sociale (clé incluse)'], noLabel)[1]).toEqual({ field: 'nir', confidence: 'low' });
  });
});

describe('toImportRows', () => {
  const valueLabel = (field: string, value: string) => i18next.getFixedT('en')(`hr.employee.values.${field}.${value}`);
  const plan = (mapping: (string | null)[], more: Partial<ImportPlan> = {}): ImportPlan => ({ ...emptyPlan(mapping.length), mapping, ...more });

  it('converts dates, numbers and choices, leaves empty cells out and fills the defaults', () => {
    const mapping = ['lastName', 'gender', 'hireDate', 'contractType', 'status', 'cityId', null];
    const rows = toImportRows(
      [
        ['Dupont', 'Femme', '02/09/2024', 'cdd', 'Suspended', 'Lyon', 'ignored'],
        ['Martin', 'H', '2024-09-02', 'Permanent (CDI)', '', '', ''],
        ['Roux', 'inconnu', 'hier', 'CDX', 'Actif', ' Paris ', ''],
      ],
      plan(mapping),
      valueLabel,
    );
    expect(rows).toEqual([
      { lastName: 'Dupont', gender: 'F', hireDate: '2024-09-02', contractType: 'CDD', status: 'suspended', cityId: 'Lyon', dependants: 0 },
      { lastName: 'Martin', gender: 'M', hireDate: '2024-09-02', contractType: 'CDI', status: 'active', dependants: 0 },
      // What cannot be read goes as written: the backend's check names it.
      { lastName: 'Roux', gender: 'inconnu', hireDate: 'hier', contractType: 'CDX', status: 'active', cityId: 'Paris', dependants: 0 },
    ]);
  });

  it('gives a value on screen to every row without a column, to the empty cells with one; the user\'s choices and date order win', () => {
    const rows = toImportRows(
      [
        ['Dupont', 'Sr', '03/04/2020', ''],
        ['Martin', 'Mme', '04/05/2021', 'CDD'],
      ],
      plan(['lastName', 'gender', 'hireDate', 'contractType'], {
        fills: { nationalityCountryId: '75', contractType: 'CDI', dependants: '2', birthPlace: '' },
        choices: { gender: { sr: 'M' } },
        dateOrders: { hireDate: 'mdy' },
      }),
      valueLabel,
    );
    expect(rows).toEqual([
      { lastName: 'Dupont', gender: 'M', hireDate: '2020-03-04', contractType: 'CDI', nationalityCountryId: 75, dependants: 2, status: 'active' },
      { lastName: 'Martin', gender: 'F', hireDate: '2021-04-05', contractType: 'CDD', nationalityCountryId: 75, dependants: 2, status: 'active' },
    ]);
  });

  it('leaves the e-mails a pattern builds to the backend: the rows carry none, the patterns go beside them', () => {
    const given = plan(['lastName', 'workEmail'], { fills: { workEmail: ' @Acme.fr ', personalEmail: 'famille@maison.fr' } });
    const rows = toImportRows([['Dupont', ''], ['Martin', 'm.martin@acme.fr']], given, valueLabel);
    expect(rows.map((row) => [row.workEmail, row.personalEmail])).toEqual([
      [undefined, 'famille@maison.fr'],
      ['m.martin@acme.fr', 'famille@maison.fr'],
    ]);
    expect(emailPatternsOf(given)).toEqual({ workEmail: '@Acme.fr' });
    expect(wrongPatterns(given)).toEqual([]);
    expect(wrongPatterns(plan([], { fills: { workEmail: '{prenom}@acme.fr', personalEmail: '{f}{last}@maison.fr' } }))).toEqual(['workEmail']);
  });

  it('offers every field of the employee but the photo, the required ones marked, then the matricule, postal code, NIR, service and position', () => {
    expect(IMPORT_FIELDS.map((field) => field.name)).not.toContain('nameFile');
    expect(IMPORT_FIELDS.slice(-5).map((field) => field.name)).toEqual(['matricule', 'postalCode', 'nir', 'serviceId', 'positionId']);
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
    expect(toImportRows(table.rows, { ...emptyPlan(3), mapping: ['lastName', 'hireDate', 'birthDate'] }, () => '')[0]).toMatchObject({
      hireDate: '2026-03-16',
      birthDate: '1990-05-07',
    });
  });

  it('refuses a file that is neither CSV nor XLSX', async () => {
    await expect(readImportFile(new File(['x'], 'photo.png', { type: 'image/png' }))).rejects.toMatchObject({ problem: 'unsupported' });
  });
});
