import { addDays } from './calendar';

/** French public holidays (jours fériés), computed per year. */

export interface Holiday {
  date: string;
  /** Stable key, e.g. `whitMonday`; an enterprise's own holidays bring their own. */
  key: string;
  /** The French name. */
  name: string;
  /** Only a holiday in Alsace-Moselle (Bas-Rhin, Haut-Rhin, Moselle). */
  alsaceMoselleOnly?: boolean;
}

export const HOLIDAY_KEYS = [
  'newYearsDay',
  'goodFriday',
  'easterMonday',
  'labourDay',
  'victoryDay',
  'ascension',
  'whitMonday',
  'nationalDay',
  'assumption',
  'allSaints',
  'armistice',
  'christmas',
  'saintStephen',
] as const;
export type HolidayKey = (typeof HOLIDAY_KEYS)[number];

const pad = (value: number) => String(value).padStart(2, '0');

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  if (!Number.isInteger(year) || year < 1583 || year > 9999) throw new RangeError(`Not a Gregorian year: ${year}`);
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * The 11 national public holidays of `year`, plus Good Friday and 26 December for an
 * Alsace-Moselle site; sorted by date (two holidays may share one, e.g. Ascension on
 * 1 May 2008: both are listed).
 */
export function publicHolidays(year: number, options: { alsaceMoselle?: boolean } = {}): Holiday[] {
  const easter = easterSunday(year);
  const fixed = (month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
  const holidays: Holiday[] = [
    { date: fixed(1, 1), key: 'newYearsDay', name: "Jour de l'an" },
    { date: addDays(easter, 1), key: 'easterMonday', name: 'Lundi de Pâques' },
    { date: fixed(5, 1), key: 'labourDay', name: 'Fête du Travail' },
    { date: fixed(5, 8), key: 'victoryDay', name: 'Victoire 1945' },
    { date: addDays(easter, 39), key: 'ascension', name: 'Ascension' },
    { date: addDays(easter, 50), key: 'whitMonday', name: 'Lundi de Pentecôte' },
    { date: fixed(7, 14), key: 'nationalDay', name: 'Fête nationale' },
    { date: fixed(8, 15), key: 'assumption', name: 'Assomption' },
    { date: fixed(11, 1), key: 'allSaints', name: 'Toussaint' },
    { date: fixed(11, 11), key: 'armistice', name: 'Armistice 1918' },
    { date: fixed(12, 25), key: 'christmas', name: 'Noël' },
  ];
  if (options.alsaceMoselle) {
    holidays.push(
      { date: addDays(easter, -2), key: 'goodFriday', name: 'Vendredi saint', alsaceMoselleOnly: true },
      { date: fixed(12, 26), key: 'saintStephen', name: 'Saint-Étienne', alsaceMoselleOnly: true },
    );
  }
  // Array.prototype.sort is stable: holidays sharing a date keep the order listed above.
  return holidays.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
}

const ALSACE_MOSELLE_DEPARTMENTS: ReadonlySet<string> = new Set(['57', '67', '68']);

/** Moselle (57), Bas-Rhin (67) and Haut-Rhin (68) keep the local holidays. */
export function isAlsaceMoselleDepartment(code: string): boolean {
  return ALSACE_MOSELLE_DEPARTMENTS.has(code.trim());
}

/** The dates off work at a site over the years `fromYear` to `toYear`, no holiday marked worked. */
export function nonWorkedHolidaysOfYears(fromYear: number, toYear: number, alsaceMoselle: boolean): Set<string> {
  const dates = new Set<string>();
  for (let year = fromYear; year <= toYear; year += 1) {
    for (const date of holidayDates(publicHolidays(year, { alsaceMoselle }))) dates.add(date);
  }
  return dates;
}

/**
 * The dates off work: every holiday except those whose key is marked worked (e.g.
 * `whitMonday` as the solidarity day, which then costs leave like any other day). A date
 * shared by a worked and a non-worked holiday stays off.
 */
export function holidayDates(holidays: readonly Holiday[], workedKeys: readonly string[] = []): Set<string> {
  const worked = new Set(workedKeys);
  return new Set(holidays.filter((holiday) => !worked.has(holiday.key)).map((holiday) => holiday.date));
}
