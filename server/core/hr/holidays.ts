import { json, type Resolver } from '../http';
import { ERROR_CODES } from '@/domain/common';
import { publicHolidays } from '@/domain/rules/holidays';
import type { Routes } from '../http';
import { SIGNED_IN } from '../access/permission';
import type { AppBackend } from './backend';
import { HttpFailure, fieldError, type FieldErrors } from './errors';

/** The years the Gregorian computus of Easter (and so the holidays) is defined for. */
const FIRST_YEAR = 1583;
const LAST_YEAR = 9999;

/**
 * GET /app/holidays?year=YYYY[&alsaceMoselle=true]: that year's French public holidays
 * (the current year by default), Good Friday and 26 December added for Alsace-Moselle.
 */
export function holidayHandlers(routes: Routes, backend: () => Promise<AppBackend>) {
  const handler: Resolver = async ({ request }) => {
    const params = new URL(request.url).searchParams;
    const errors: FieldErrors = {};
    const rawYear = params.get('year');
    let year = Number((await backend()).ctx.clock.today().slice(0, 4));
    if (rawYear !== null && rawYear !== '') {
      year = /^\d{4}$/.test(rawYear) ? Number(rawYear) : NaN;
      if (!(year >= FIRST_YEAR && year <= LAST_YEAR)) {
        errors.year = {
          code: Number.isNaN(year) ? ERROR_CODES.invalidType : ERROR_CODES.tooSmall,
          message: `L'année doit être un nombre entier de ${FIRST_YEAR} à ${LAST_YEAR}, par exemple ?year=2026.`,
        };
      }
    }
    const rawAlsace = params.get('alsaceMoselle');
    if (rawAlsace !== null && rawAlsace !== '' && rawAlsace !== 'true' && rawAlsace !== 'false') {
      errors.alsaceMoselle = fieldError(ERROR_CODES.invalidChoice);
    }
    const messages = Object.values(errors);
    if (messages.length > 0) {
      throw new HttpFailure(400, messages.length === 1 ? messages[0].message : 'Certains paramètres de la recherche sont à corriger.', errors);
    }
    return json(publicHolidays(year, { alsaceMoselle: rawAlsace === 'true' }));
  };
  return [routes.on('get', '/app/holidays', handler, { bearer: true, permission: SIGNED_IN })];
}
