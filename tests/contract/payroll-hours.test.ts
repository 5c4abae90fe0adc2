import { beforeAll, describe, expect, it } from 'vitest';
import { call, connectToServer, expectFieldError, fetchFile } from './http';
import { payrollOrg, type PayrollOrg } from './payroll-org';

connectToServer();

/**
 * The overtime and night hours of a payroll month (docs/payroll.md, "Overtime and night
 * hours"), from an employee's attendance in February 2026: a week of 39 h (4 h at +25 %), a
 * week of 45 h (8 h at +25 %, 2 h at +50 %), a week of night shifts (the hours between 21:00
 * and 06:00), and the week of Monday 23 February to Sunday 1 March, paid in March.
 */

let org: PayrollOrg;
const base = () => `/app/payroll/${org.enterpriseId}`;

const CODES = [
  { item: 'overtime25', code: 'HS25', unit: 'hours' },
  { item: 'overtime50', code: 'HS50', unit: 'hours' },
  { item: 'nightHours', code: 'HNUIT', unit: 'hours' },
];

/** Days of a week from its Monday: [day of the month, check-in, check-out, break minutes]. */
const WEEKS: [string, [number, string, string, number][]][] = [
  // 4 × 8 h + 7 h = 39 h.
  ['2026-02', [[2, '08:00', '17:00', 60], [3, '08:00', '17:00', 60], [4, '08:00', '17:00', 60], [5, '08:00', '17:00', 60], [6, '08:00', '15:30', 30]]],
  // 5 × 9 h = 45 h.
  ['2026-02', [[9, '08:00', '18:00', 60], [10, '08:00', '18:00', 60], [11, '08:00', '18:00', 60], [12, '08:00', '18:00', 60], [13, '08:00', '18:00', 60]]],
  // 4 nights of 7 h 30 from 20:00 to 04:00 the next morning: 7 h of each between 21:00 and 06:00.
  ['2026-02', [[16, '20:00', '04:00', 30], [17, '20:00', '04:00', 30], [18, '20:00', '04:00', 30], [19, '20:00', '04:00', 30]]],
  // 5 × 8 h = 40 h, Monday 23 February to Friday 27: the week ends on Sunday 1 March.
  ['2026-02', [[23, '08:00', '17:00', 60], [24, '08:00', '17:00', 60], [25, '08:00', '17:00', 60], [26, '08:00', '17:00', 60], [27, '08:00', '17:00', 60]]],
];

const exportOf = (month: string, format: string) => fetchFile('POST', `${base()}/months/${month}/export`, { format });
const linesOf = async (month: string, format = 'csv') => (await exportOf(month, format)).text.split(format === 'silae' ? '\n' : '\r\n').filter((line) => line.includes(`"${org.matricule}"`));

beforeAll(async () => {
  org = await payrollOrg();
  const codes = await call('PUT', `${base()}/codes`, { codes: CODES });
  expect(codes.status, JSON.stringify(codes.body)).toBe(200);
  for (const [month, days] of WEEKS) {
    for (const [day, checkIn, checkOut, breakMinutes] of days) {
      const date = `${month}-${String(day).padStart(2, '0')}`;
      const written = await call('POST', '/app/attendance', { employeeId: org.employeeId, date, checkIn, checkOut, breakMinutes, status: 'présent', source: 'manual' });
      expect(written.status, JSON.stringify(written.body)).toBe(201);
    }
  }
}, 120_000);

describe('overtime and night hours in the generic CSV', () => {
  it('counts each week past 35 h, the first 8 h at +25 % and the next at +50 %, and the night hours, in hours, dated Monday to Sunday', async () => {
    const m = org.matricule;
    expect(await linesOf('2026-02')).toEqual([
      `"${m}";"HS25";02/02/2026;AM;08/02/2026;PM;4;H;2026-02;N`,
      `"${m}";"HS25";09/02/2026;AM;15/02/2026;PM;8;H;2026-02;N`,
      `"${m}";"HS50";09/02/2026;AM;15/02/2026;PM;2;H;2026-02;N`,
      `"${m}";"HNUIT";16/02/2026;AM;22/02/2026;PM;28;H;2026-02;N`,
    ]);
  });

  it('pays a week across two months in the month of its Sunday, whole', async () => {
    expect(await linesOf('2026-03')).toEqual([`"${org.matricule}";"HS25";23/02/2026;AM;01/03/2026;PM;5;H;2026-03;N`]);
  });
});

describe('overtime and night hours in the absence formats', () => {
  it('EBP: one row at the week’s Monday, in hours', async () => {
    const m = org.matricule;
    expect(await linesOf('2026-02', 'ebp')).toEqual([
      `"${m}";"HS25";02/02/2026;;4;H;2026-02;N`,
      `"${m}";"HS25";09/02/2026;;8;H;2026-02;N`,
      `"${m}";"HS50";09/02/2026;;2;H;2026-02;N`,
      `"${m}";"HNUIT";16/02/2026;;28;H;2026-02;N`,
    ]);
  });

  it('Silae: an element of the pay in hours, from Monday to Sunday', async () => {
    const lines = (await exportOf('2026-02', 'silae')).text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { matriculeSalarie: string; elementVariable?: unknown })
      .filter((line) => line.matriculeSalarie === org.matricule);
    expect(lines.map((line) => line.elementVariable)).toEqual([
      { code: 'HS25', valeur: 4, unite: 'H', dateDebut: '2026-02-02', dateFin: '2026-02-08' },
      { code: 'HS25', valeur: 8, unite: 'H', dateDebut: '2026-02-09', dateFin: '2026-02-15' },
      { code: 'HS50', valeur: 2, unite: 'H', dateDebut: '2026-02-09', dateFin: '2026-02-15' },
      { code: 'HNUIT', valeur: 28, unite: 'H', dateDebut: '2026-02-16', dateFin: '2026-02-22' },
    ]);
  });
});

describe('the codes of hours', () => {
  it('refuse a unit other than hours for overtime and night hours, beside the unit', async () => {
    const answer = await call('PUT', `${base()}/codes`, { codes: [...CODES.slice(0, 2), { item: 'nightHours', code: 'HNUIT', unit: 'ouvrés' }] });
    expectFieldError(answer, 'codes.2.unit', 'invalidChoice');
  });
});
