// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { i18next } from '@/i18n';
import { employeeList } from '@/features/hr/employee/list';
import { csvLines, exportTable, xlsxSheet } from '@/features/hr/export/export-table';
import { exportFileName } from '@/features/hr/export/file-name';
import { salaryList } from '@/features/hr/salary/list';
import { positionList } from '@/features/hr/position/list';

const context = (area: 'employee' | 'salary' | 'position') => ({ t: i18next.getFixedT('en'), language: 'en' as const, area });

const employee = {
  id: 7,
  version: 1,
  matricule: 'EMP-000007',
  fullName: 'Hélène Dupont',
  positionTitle: 'Comptable',
  contractType: 'CDD',
  status: 'suspended',
  hireDate: '2024-09-02',
  workEmail: '',
};

describe('exportTable', () => {
  it('writes the shown columns in the list order, as the table shows them: labels, dates, translated values', () => {
    const table = exportTable(employeeList, ['status', 'fullName', 'hireDate', 'contractType', 'workEmail', 'photo'], [employee], context('employee'));
    // The photo is a picture: it has no text to export.
    expect(csvLines(table)).toEqual([
      ['Name', 'Contract', 'Status', 'Hire date', 'Work email'],
      ['Hélène Dupont', 'Fixed-term (CDD)', 'Suspended', '02/09/2024', ''],
    ]);
  });

  it('gives spreadsheets real dates and amounts, formatted', () => {
    const salary = { id: 1, version: 1, employeeName: 'Jean Martin', effectiveDate: '2026-03-01', baseMonthlyGrossCents: 320050, hoursPerMonth: 151.67 };
    const table = exportTable(salaryList, ['employeeName', 'effectiveDate', 'baseMonthlyGrossCents', 'hoursPerMonth'], [salary], context('salary'));
    // fr-FR figures, whatever the language: narrow no-break spaces between thousands and before €.
    expect(table.rows[0].map((cell) => cell.text.replace(/\s/g, ' '))).toEqual(['Jean Martin', '01/03/2026', '3 200,50 €', '151,67']);
    const sheet = xlsxSheet(table, 'Salaires');
    expect(sheet.columns.map((column) => column.format)).toEqual(['text', 'date', 'euros', 'number']);
    expect(sheet.rows[0]).toEqual(['Jean Martin', new Date(Date.UTC(2026, 2, 1)), 3200.5, 151.67]);
  });

  it("writes a column drawn by a component from the record's own value", () => {
    const position = { id: 3, version: 1, code: 'P-1', filledHeadcount: 4, budgetedHeadcount: 5 };
    const table = exportTable(positionList, ['code', 'filledHeadcount'], [position], context('position'));
    expect(csvLines(table)[1]).toEqual(['P-1', '4']);
  });
});

describe('exportFileName', () => {
  it("names the file after the product, the area in French and the day", () => {
    expect(exportFileName('employee', 'csv', '2026-11-21')).toBe('effectif-employes-2026-11-21.csv');
    expect(exportFileName('leave', 'xlsx', '2026-01-05')).toBe('effectif-conges-2026-01-05.xlsx');
  });
});
