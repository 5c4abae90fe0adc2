import { json, type Resolver } from '../http';
import { ERROR_CODES } from '@/domain/common';
import { SHOWN_ABSENCE_STATUSES, type Absence, type ServiceAbsences } from '@/domain/hr/leave-planning';
import { monthRange } from '@/domain/rules/calendar';
import { PRIVATE_ABSENCE_FIELDS } from '@/domain/private-data';
import type { Routes } from '../http';
import { actorOf, need } from '../access/permission';
import { absencePrivacy } from '../access/private-fields';
import { covers, scopeOf } from '../access/scope';
import type { Session } from '../ports';
import { positiveId } from './answering';
import type { AppBackend } from './backend';
import type { AppContext } from './context';
import { HttpFailure, fieldError, type FieldErrors } from './errors';
import { holidaysBetween, keepsAlsaceMoselleHolidays } from './leave-site';
import { notFound } from './write';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const shown = (status: string): status is Absence['status'] => (SHOWN_ABSENCE_STATUSES as readonly string[]).includes(status);

/** The people whose principal assignment puts them in the service on some day of the month, by name. */
async function staffOf(ctx: AppContext, serviceId: number, from: string, to: string) {
  const ids = new Set(
    (await ctx.db.where('assignments', 'serviceId', serviceId))
      .filter((assignment) => assignment.kind === 'principale' && assignment.startDate <= to && (assignment.endDate ?? to) >= from)
      .map((assignment) => assignment.employeeId),
  );
  return (await ctx.db.getMany('employees', [...ids]))
    .sort((a, b) => a.lastName.localeCompare(b.lastName, 'fr') || a.firstName.localeCompare(b.firstName, 'fr') || a.id - b.id);
}

/**
 * The absences of these people over the days, each with its leave type only for a session
 * that reads why they are away (its reach of `readPrivate` on leave: HR, and one's own):
 * for the others someone is absent, no more (docs/roles.md).
 */
async function absencesOf(ctx: AppContext, session: Session, employeeIds: readonly number[], from: string, to: string): Promise<Absence[]> {
  const types = new Map((await ctx.db.all('leaveTypes')).map((type) => [type.id, type.name]));
  const answered = await absencePrivacy(session, ctx, PRIVATE_ABSENCE_FIELDS.absence);
  const absences: Absence[] = [];
  for (const employeeId of employeeIds) {
    for (const leave of await ctx.db.overlapping('leaves', employeeId, { start: from, end: to })) {
      const { id, typeId, startDate, startHalf, endDate, endHalf, days, status } = leave;
      if (!shown(status)) continue;
      absences.push(answered<Absence>({ id, employeeId, typeId, typeName: types.get(typeId) ?? '', startDate, startHalf, endDate, endHalf, status, days }));
    }
  }
  return absences;
}

function monthOf(raw: string | null, today: string): { month: string; from: string; to: string } {
  const month = raw === null || raw === '' ? today.slice(0, 7) : raw;
  const match = MONTH.exec(month);
  if (!match) {
    const errors: FieldErrors = { month: fieldError(ERROR_CODES.invalidType) };
    throw new HttpFailure(400, 'Le mois se donne sous la forme AAAA-MM, par exemple ?month=2026-03.', errors);
  }
  return { month, ...monthRange(Number(match[1]), Number(match[2])) };
}

/**
 * GET /app/leave_absences?serviceId=&month=YYYY-MM (this month by default): who works in the
 * service that month, their approved and pending leaves touching it (of another's, without
 * its type unless the session is HR over them), and the site's public holidays in it; for a
 * service within the session's reach of the calendar (its own unit, its team's, its
 * enterprises').
 */
export function leaveAbsenceHandlers(routes: Routes, backend: () => Promise<AppBackend>) {
  const handler: Resolver = async ({ request, session }) => {
    const { ctx } = await backend();
    const params = new URL(request.url).searchParams;
    const serviceId = positiveId(params.get('serviceId'), () =>
      new HttpFailure(400, 'Choisissez un service (?serviceId=).', { serviceId: fieldError(ERROR_CODES.required) }),
    );
    // A service outside the reach of the calendar (another team's) is answered as absent.
    const scope = await scopeOf(actorOf(session), 'calendar', 'read', ctx);
    if (!covers(scope, 'services', serviceId) || !(await ctx.db.get('services', serviceId))) throw notFound('Ce service');
    const { month, from, to } = monthOf(params.get('month'), ctx.clock.today());
    const employees = await staffOf(ctx, serviceId, from, to);
    const answer: ServiceAbsences = {
      serviceId,
      month,
      from,
      to,
      employees: employees.map((employee) => ({
        id: employee.id,
        name: `${employee.firstName} ${employee.lastName}`,
        matricule: employee.matricule,
      })),
      absences: await absencesOf(ctx, actorOf(session), employees.map((employee) => employee.id), from, to),
      holidays: holidaysBetween(from, to, await keepsAlsaceMoselleHolidays(ctx, serviceId)).map(({ date, key, name }) => ({ date, key, name })),
    };
    return json(answer);
  };
  return [routes.on('get', '/app/leave_absences', handler, { bearer: true, permission: need('calendar', 'read') })];
}
