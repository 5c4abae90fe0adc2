import type { HrArea } from '@/domain/hr/areas';
import { privateFieldsOf } from '@/domain/private-data';
import type { AppContext } from '../hr/context';
import type { Session } from '../ports';
import { holds } from './area-reach';
import { awaitsDecision, decidedBy, isDecided } from './decisions';
import { scopeOf } from './scope';

const without = (record: object, fields: readonly string[]) => Object.fromEntries(Object.entries(record).filter(([field]) => !fields.includes(field)));

/** A record without the private fields given, nor the warnings about them (a salary outside its range tells of its amount). */
function withoutPrivate<R extends object>(record: R, fields: readonly string[]): R {
  const kept = without(record, fields);
  if (typeof kept.warnings === 'object' && kept.warnings !== null) {
    const warnings = without(kept.warnings, fields);
    if (Object.keys(warnings).length > 0) kept.warnings = warnings;
    else delete kept.warnings;
  }
  return kept as R;
}

/** Whether the session's reach of `readPrivate` on the area holds a record (or anything about its person). */
async function readsPrivate(area: HrArea, session: Session, ctx: AppContext): Promise<(record: object) => boolean> {
  const scope = await scopeOf(session, area, 'readPrivate', ctx);
  return (record) => holds(area, scope, record);
}

/** Whether the session reads why a person (a record's `employeeId`) is away: HR, oneself (docs/roles.md, "Why someone is away"). */
export const readsWhyAway = (session: Session, ctx: AppContext): Promise<(record: object) => boolean> => readsPrivate('leave', session, ctx);

/**
 * What the session is answered of what is said about someone's leave outside its records
 * (an absence of the team calendar, a paid-leave balance: their `employeeId`): whole when its
 * reach of `readPrivate` on leave holds that person, else without `fields`.
 */
export async function absencePrivacy(session: Session, ctx: AppContext, fields: readonly string[]): Promise<<R extends object>(record: R) => R> {
  const reads = await readsPrivate('leave', session, ctx);
  return (record) => (reads(record) ? record : withoutPrivate(record, fields));
}

/**
 * Whether the session is answered the private fields of a record of the area: its reach of
 * `readPrivate` holds it, or it is a request awaiting a decision the session may take, or one
 * it approved or rejected — who decides a leave request reads its type and reason, and keeps
 * reading what it decided (docs/roles.md, "Why someone is away").
 */
async function answeredWhole(area: HrArea, session: Session, ctx: AppContext): Promise<(record: object) => boolean> {
  const reads = await readsPrivate(area, session, ctx);
  if (!isDecided(area)) return reads;
  const decides = await scopeOf(session, area, 'decide', ctx);
  return (record) =>
    reads(record) || (awaitsDecision(area, record) && holds(area, decides, record)) || decidedBy(area, record, session.userId);
}

/**
 * What the session is answered of the area's records: each one whole when it may read its
 * private fields (`answeredWhole`), else without them (src/domain/private-data.ts) — absent,
 * not masked.
 */
export async function privacyOf(area: HrArea, session: Session, ctx: AppContext): Promise<<R extends object>(record: R) => R> {
  const fields = privateFieldsOf(area);
  if (fields.length === 0) return (record) => record;
  const whole = await answeredWhole(area, session, ctx);
  return (record) => (whole(record) ? record : withoutPrivate(record, fields));
}

/**
 * A write's body as the session means it: the private fields it was not answered, and so
 * could not send back, kept as stored — a manager cancelling a leave of her team she reads
 * as "absent" leaves its type and reason as they are.
 */
export async function withPrivateKept(area: HrArea, session: Session, ctx: AppContext, stored: object, body: Record<string, unknown>) {
  const fields = privateFieldsOf(area);
  if (fields.length === 0 || (await answeredWhole(area, session, ctx))(stored)) return body;
  const kept = Object.entries(stored).filter(([field]) => fields.includes(field) && !(field in body));
  return { ...body, ...Object.fromEntries(kept) };
}
