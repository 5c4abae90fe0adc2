// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { errorFileBlob, errorFileName } from '@/features/hr/employee/import/error-file';
import { distinctValues, matchChoice } from '@/features/hr/employee/import/lib/choices';
import { dateOrderOf, readDate } from '@/features/hr/employee/import/lib/dates';
import { errorsByRow, groupErrors, linesText } from '@/features/hr/employee/import/lib/error-groups';
import { headersKey } from '@/features/hr/employee/import/lib/remembered';
import { CONTRACT_TYPES, GENDERS } from '@/domain/hr/employee';
import { parseCsv } from '@/shared/lib/csv';
import { blobText } from '../../helpers/blob';

const TODAY = new Date(Date.UTC(2026, 5, 1));

describe('readDate', () => {
  it.each([
    ['16/03/2026', 'dmy', '2026-03-16'],
    ['1/2/1990', 'dmy', '1990-02-01'],
    ['1/2/1990', 'mdy', '1990-01-02'],
    ['16.03.2026', 'dmy', '2026-03-16'],
    ['3/16/26', 'mdy', '2026-03-16'],
    ['5/11/92', 'dmy', '1992-11-05'],
    ['2026-03-16', 'mdy', '2026-03-16'],
    ['2026-03-16T00:00:00.000Z', 'dmy', '2026-03-16'],
    ['46097', 'dmy', '2026-03-16'],
  ] as const)('reads %s (%s) as %s', (text, order, iso) => {
    expect(readDate(text, order, TODAY)).toBe(iso);
  });

  it.each(['31/02/2026', '2026-13-01', '16/03/2026 in mdy', 'demain', '03/16', ''])('refuses %s', (text) => {
    expect(readDate(text.replace(' in mdy', ''), text.endsWith('mdy') ? 'mdy' : 'dmy', TODAY)).toBeNull();
  });
});

describe('dateOrderOf', () => {
  it('finds the day first, the month first, or cannot tell when no part is above 12', () => {
    expect(dateOrderOf(['01/02/2020', '25/12/2020'])).toBe('dmy');
    expect(dateOrderOf(['01/02/2020', '12/25/2020'])).toBe('mdy');
    expect(dateOrderOf(['01/02/2020', '', '12/11/2019'])).toBeNull();
    expect(dateOrderOf(['2020-02-01', '43000'])).toBe('dmy');
  });
});

describe('matchChoice and distinctValues', () => {
  const label = (value: string) => value;
  it.each([
    ['gender', 'M.', 'M'],
    ['gender', 'Mme', 'F'],
    ['gender', 'Homme', 'M'],
    ['gender', 'mr', 'M'],
    ['contractType', 'Full-Time', 'CDI'],
    ['contractType', 'Permanent', 'CDI'],
    ['contractType', 'cdd', 'CDD'],
    ['contractType', 'Apprenti', 'alternance'],
  ])('matches %s «%s» to %s', (field, text, option) => {
    expect(matchChoice(field, field === 'gender' ? GENDERS : CONTRACT_TYPES, text, label)).toBe(option);
  });

  it('leaves unclear values unmatched', () => {
    expect(matchChoice('gender', GENDERS, 'Dr', label)).toBeNull();
    expect(matchChoice('contractType', CONTRACT_TYPES, 'Part-Time', label)).toBeNull();
  });

  it("lists a column's values once each, with their counts, empty cells aside", () => {
    expect(distinctValues(['Mme', 'M.', 'mme', '', 'M. '])).toEqual([
      { value: 'Mme', key: 'mme', count: 2 },
      { value: 'M.', key: 'm', count: 2 },
    ]);
  });
});

describe('groupErrors', () => {
  const required = { code: 'required', message: 'Ce champ est obligatoire.' };
  const unknown = { code: 'unknownReference', message: 'Aucune ville' };
  const cities = ['', 'City 1', 'City 2', 'City 1'];
  const reports = Array.from({ length: 10 }, (_, index) => ({
    index: 9 - index,
    errors: { gender: required, ...(cities[9 - index] && { cityId: unknown }) },
  }));

  it('groups rows by field, problem and value, in the order of the fields, with the file\'s lines', () => {
    const groups = groupErrors(reports, (index, field) => (field === 'cityId' ? cities[index] : ''), ['gender', 'cityId']);
    expect(groups.map((group) => [group.field, group.value, linesText(group.lines)])).toEqual([
      ['gender', '', '2–11'],
      ['cityId', 'City 1', '3, 5'],
      ['cityId', 'City 2', '4'],
    ]);
  });

  it('writes runs of lines as people read them', () => {
    expect(linesText([2, 3, 4, 7, 9, 10])).toBe('2–4, 7, 9–10');
  });

  it("puts each row's errors in one cell's text", () => {
    const cells = errorsByRow([{ index: 4, errors: { gender: required, cityId: unknown } }], (field, error, index) => `${field}@${index}:${error.code}`);
    expect(cells.get(4)).toBe('gender@4:required; cityId@4:unknownReference');
  });
});

describe('the file with its errors', () => {
  it('is the CSV dropped with an "Errors" column, named after it', async () => {
    const blob = await errorFileBlob({
      name: 'export.csv',
      kind: 'csv',
      headers: ['First', 'Last'],
      rows: [
        ['Ann', 'Lee'],
        ['Bob', ''],
      ],
      errorsHeader: 'Errors',
      errors: ['', 'Last name: required'],
    });
    expect(parseCsv(await blobText(blob))).toEqual([
      ['First', 'Last', 'Errors'],
      ['Ann', 'Lee', ''],
      ['Bob', '', 'Last name: required'],
    ]);
    expect(errorFileName('export.csv', 'csv', 'errors')).toBe('export-errors.csv');
  });
});

describe('headersKey', () => {
  it('is the same for the same headers however written, and differs for others', () => {
    expect(headersKey(['Nom', 'Prénom'])).toBe(headersKey(['NOM', 'prenom ']));
    expect(headersKey(['Nom', 'Prénom'])).not.toBe(headersKey(['Prénom', 'Nom']));
  });
});
