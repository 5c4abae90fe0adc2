import { describe, expect, it } from 'vitest';
import {
  easterSunday,
  holidayDates,
  isAlsaceMoselleDepartment,
  publicHolidays,
} from '@/domain/rules/holidays';

describe('easterSunday', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2019, '2019-04-21'],
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2011, '2011-04-24'],
    [2038, '2038-04-25'], // as late as it gets
    [2285, '2285-03-22'], // as early as it gets
    [1943, '1943-04-25'],
    [1818, '1818-03-22'],
  ])('Easter %i is %s', (year, expected) => {
    expect(easterSunday(year)).toBe(expected);
  });
  it('refuses years outside the Gregorian calendar', () => {
    expect(() => easterSunday(1500)).toThrow(RangeError);
    expect(() => easterSunday(2026.5)).toThrow(RangeError);
  });
});

describe('publicHolidays', () => {
  it('gives the 11 national days of 2026, in date order', () => {
    expect(publicHolidays(2026).map(({ date, key, name }) => [date, key, name])).toEqual([
      ['2026-01-01', 'newYearsDay', "Jour de l'an"],
      ['2026-04-06', 'easterMonday', 'Lundi de Pâques'],
      ['2026-05-01', 'labourDay', 'Fête du Travail'],
      ['2026-05-08', 'victoryDay', 'Victoire 1945'],
      ['2026-05-14', 'ascension', 'Ascension'],
      ['2026-05-25', 'whitMonday', 'Lundi de Pentecôte'],
      ['2026-07-14', 'nationalDay', 'Fête nationale'],
      ['2026-08-15', 'assumption', 'Assomption'],
      ['2026-11-01', 'allSaints', 'Toussaint'],
      ['2026-11-11', 'armistice', 'Armistice 1918'],
      ['2026-12-25', 'christmas', 'Noël'],
    ]);
    expect(publicHolidays(2026).some((holiday) => holiday.alsaceMoselleOnly)).toBe(false);
  });

  it('moves the Easter-based days with Easter', () => {
    const dates = (year: number) => Object.fromEntries(publicHolidays(year).map((h) => [h.key, h.date]));
    expect(dates(2025)).toMatchObject({ easterMonday: '2025-04-21', ascension: '2025-05-29', whitMonday: '2025-06-09' });
    expect(dates(2027)).toMatchObject({ easterMonday: '2027-03-29', ascension: '2027-05-06', whitMonday: '2027-05-17' });
    expect(dates(2024)).toMatchObject({ easterMonday: '2024-04-01', ascension: '2024-05-09', whitMonday: '2024-05-20' });
  });

  it('adds Good Friday and 26 December for Alsace-Moselle, flagged, in date order', () => {
    const holidays = publicHolidays(2026, { alsaceMoselle: true });
    expect(holidays).toHaveLength(13);
    expect(holidays.filter((h) => h.alsaceMoselleOnly)).toEqual([
      { date: '2026-04-03', key: 'goodFriday', name: 'Vendredi saint', alsaceMoselleOnly: true },
      { date: '2026-12-26', key: 'saintStephen', name: 'Saint-Étienne', alsaceMoselleOnly: true },
    ]);
    expect(holidays[1].key).toBe('goodFriday');
    expect(holidays.at(-1)?.key).toBe('saintStephen');
    const dates = holidays.map((h) => h.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('keeps both holidays when two fall on one date (Ascension on 1 May 2008)', () => {
    const onMayDay = publicHolidays(2008).filter((h) => h.date === '2008-05-01');
    expect(onMayDay.map((h) => h.key)).toEqual(['labourDay', 'ascension']);
  });
});

describe('isAlsaceMoselleDepartment', () => {
  it.each(['57', '67', '68', ' 67 '])('%s keeps the local holidays', (code) => {
    expect(isAlsaceMoselleDepartment(code)).toBe(true);
  });
  it.each(['75', '54', '88', '2A', '6', '670', ''])('%s does not', (code) => {
    expect(isAlsaceMoselleDepartment(code)).toBe(false);
  });
});

describe('holidayDates', () => {
  it('gives every holiday date off by default', () => {
    const off = holidayDates(publicHolidays(2026));
    expect(off.size).toBe(11);
    expect(off.has('2026-05-25')).toBe(true);
    expect(off.has('2026-05-26')).toBe(false);
  });
  it('leaves out a holiday marked worked (Whit Monday as the solidarity day)', () => {
    const off = holidayDates(publicHolidays(2026), ['whitMonday']);
    expect(off.has('2026-05-25')).toBe(false);
    expect(off.size).toBe(10);
  });
  it('keeps a date off while another holiday on it is not worked', () => {
    expect(holidayDates(publicHolidays(2008), ['ascension']).has('2008-05-01')).toBe(true);
    expect(holidayDates(publicHolidays(2008), ['ascension', 'labourDay']).has('2008-05-01')).toBe(false);
  });
  it("includes an enterprise's own holiday", () => {
    const own = { date: '2026-06-19', key: 'enterprise-42-founders', name: 'Fête de la maison' };
    expect(holidayDates([...publicHolidays(2026), own]).has('2026-06-19')).toBe(true);
  });
});
